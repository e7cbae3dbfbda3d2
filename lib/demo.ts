import { env } from "@/lib/env";

/** Demo and test routes exist only when DEMO_MODE=1 (docs/features/site-wide.md). */
export function isDemoMode(): boolean {
  return env().DEMO_MODE === "1";
}
