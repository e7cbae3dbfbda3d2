import { NextResponse } from "next/server";
import { checkHealth } from "@/lib/health/queries";

export const dynamic = "force-dynamic";

// GET /api/health: the app's and the database's state (503 while PostgreSQL is unreachable)
export async function GET() {
  const report = await checkHealth();
  return NextResponse.json(report, {
    status: report.database === "up" ? 200 : 503,
    headers: { "Cache-Control": "no-store" },
  });
}
