import { NextResponse } from "next/server";
import { withAnyone } from "@/lib/api/handler";
import { readInput } from "@/lib/api/read-json";
import { VITALS_MAX_BODY_BYTES } from "@/lib/vitals/endpoint";
import { webVitalReportSchema } from "@/lib/vitals/schema";
import { recordWebVital } from "@/lib/vitals/service";

export const dynamic = "force-dynamic";

// POST /api/vitals: store one Core Web Vitals measurement (sent only with analytics consent)
export const POST = withAnyone(async (req) => {
  await recordWebVital(await readInput(req, webVitalReportSchema, { limit: VITALS_MAX_BODY_BYTES }));
  return new NextResponse(null, { status: 204, headers: { "Cache-Control": "no-store" } });
});
