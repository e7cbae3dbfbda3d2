/** Demo and test routes of SPEC.md exist only when DEMO_MODE=1 (ARCHITECTURE.md). */
export function isDemoMode(): boolean {
  return process.env.DEMO_MODE === "1";
}
