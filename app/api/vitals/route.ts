import { NextResponse } from "next/server";
import { JsonBodyError, readJsonBody } from "@/lib/api/json-body";
import { VITALS_MAX_BODY_BYTES } from "@/lib/vitals/endpoint";
import { webVitalReportSchema } from "@/lib/vitals/schema";
import { recordWebVital } from "@/lib/vitals/service";

export const dynamic = "force-dynamic";

const noStore = { "Cache-Control": "no-store" };

// POST /api/vitals: store one Core Web Vitals measurement (sent only with analytics consent)
export async function POST(request: Request) {
  let body: unknown;
  try {
    body = await readJsonBody(request, { maxBytes: VITALS_MAX_BODY_BYTES });
  } catch (error) {
    if (error instanceof JsonBodyError) return NextResponse.json({ message: error.message }, { status: error.status, headers: noStore });
    throw error;
  }

  const parsed = webVitalReportSchema.safeParse(body);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message }));
    const first = issues[0];
    const message = first ? (first.path ? `${first.path}: ${first.message}` : first.message) : "Invalid web vital";
    return NextResponse.json({ message, issues }, { status: 400, headers: noStore });
  }

  try {
    await recordWebVital(parsed.data);
  } catch (error) {
    console.error("web vital not stored", error);
    return NextResponse.json({ message: "Web vitals are temporarily unavailable" }, { status: 503, headers: noStore });
  }
  return new NextResponse(null, { status: 204, headers: noStore });
}
