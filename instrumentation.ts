// Next.js calls register() once when a server process starts (the documented instrumentation
// hook; not during `next build`): the environment is parsed here, so a bad variable stops the
// server with a message naming it before any visitor gets an error page. It exits itself: Next
// only logs an error thrown here and then fails every request.
import { env, NEXT_RUNTIME } from "@/lib/env";

export function register() {
  if (NEXT_RUNTIME === "edge") return;
  try {
    env();
  } catch (error) {
    console.error(`[server] ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
