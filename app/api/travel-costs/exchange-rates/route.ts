import { json, withAnyone } from "@/lib/api/handler";
import { getExchangeRates } from "@/lib/currency/queries";

export const dynamic = "force-dynamic";

// Rates change once a day at most; browsers and shared caches may keep them an hour
// (docs/features/site-wide.md, Currency).
export const EXCHANGE_RATES_CACHE_CONTROL = "public, max-age=3600, s-maxage=3600";

// GET /api/travel-costs/exchange-rates: units per US dollar for the 20 supported currencies
// (a database outage answers the error contract's 503 with Retry-After)
export const GET = withAnyone(async () => {
  const response = json(await getExchangeRates());
  response.headers.set("Cache-Control", EXCHANGE_RATES_CACHE_CONTROL);
  return response;
});
