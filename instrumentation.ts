// Next.js calls register() once when a server process starts (the documented instrumentation
// hook; not during `next build`): the environment is parsed here, so a bad variable stops the
// server with a message naming it (app.prepare() rejects, scripts/lib/app-server.mjs exits)
// before any visitor gets an error page.
import { env } from "@/lib/env";

export function register() {
  env();
}
