// The Node.js half of instrumentation.ts: parses the environment when a server process starts, so
// a bad variable stops the server with a message naming it before any visitor gets an error page.
// It exits itself: Next only logs an error thrown from register() and then fails every request.
// Imported only on the Node.js runtime, so the Edge bundle never sees lib/env's Node code.
import { env } from "@/lib/env";

export function checkEnvironment() {
  try {
    env();
  } catch (error) {
    console.error(`[server] ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
