import "server-only";
import { db } from "@/lib/db";

export type HealthReport = { status: "ok" | "degraded"; database: "up" | "down"; checkedAt: string };

/** Reports whether PostgreSQL answers; never throws. */
export async function checkHealth(): Promise<HealthReport> {
  const checkedAt = new Date().toISOString();
  try {
    await db().$queryRaw`SELECT 1`;
    return { status: "ok", database: "up", checkedAt };
  } catch {
    return { status: "degraded", database: "down", checkedAt };
  }
}
