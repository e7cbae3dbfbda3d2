import { env } from "@/lib/env";

/** Demo and test routes of SPEC.md exist only when DEMO_MODE=1 (ARCHITECTURE.md). */
export function isDemoMode(): boolean {
  return env().DEMO_MODE === "1";
}
