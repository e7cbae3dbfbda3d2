// Next.js calls register() once when a server process starts (the documented instrumentation
// hook; not during `next build`), once per runtime. Node-only code is imported dynamically behind
// the runtime test, the way Next documents it: the build inlines `process.env.NEXT_RUNTIME`, so
// the Edge bundle drops the import instead of compiling Node APIs it cannot run.
export async function register() {
  // eslint-disable-next-line no-restricted-properties -- must stay a literal read for the build to inline it
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { checkEnvironment } = await import("./instrumentation-node");
    checkEnvironment();
  }
}
