import { NextResponse } from "next/server";
import { getExchangeRates } from "@/lib/currency/queries";

export const dynamic = "force-dynamic";

// Rates change once a day at most; browsers and shared caches may keep them an hour (SPEC.md section 9).
export const EXCHANGE_RATES_CACHE_CONTROL = "public, max-age=3600, s-maxage=3600";

// GET /api/travel-costs/exchange-rates: units per US dollar for the 20 supported currencies
export async function GET() {
  try {
    return NextResponse.json(await getExchangeRates(), { headers: { "Cache-Control": EXCHANGE_RATES_CACHE_CONTROL } });
  } catch (error) {
    console.error("exchange rates unavailable", error);
    return NextResponse.json(
      { message: "Exchange rates are temporarily unavailable" },
      { status: 503, headers: { "Cache-Control": "no-store" } },
    );
  }
}
