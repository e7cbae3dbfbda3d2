// The production web server: one Next.js server process per CPU core (server/app-server.ts,
// Next's custom-server API behind a thin request edge), sharing one port through Node's cluster
// module. The app keeps no state of its own
// (docs/architecture.md, Scale), so the processes are interchangeable. WEB_CONCURRENCY sets the count.
//
//   node scripts/serve.mjs -p 3000 [-H localhost]
import cluster from "node:cluster";
import path from "node:path";
import { root } from "./lib/paths.mjs";
import { webConcurrency } from "./lib/web-concurrency.mjs";

// A process that dies this soon after starting (port taken, broken build) is not restarted.
const STARTUP_GRACE_MS = 10_000;

// Each process accepts from the one shared listening socket (SCHED_NONE) rather than the primary
// handing out connections (round robin): a connection the primary hands to a process that has just
// died is lost (the hand-off's reply never comes), while the kernel's accept queue simply goes on
// feeding the processes that live. tests/e2e/faults.spec.ts kills one and keeps requesting.
cluster.schedulingPolicy = cluster.SCHED_NONE;

const count = webConcurrency();
// Each process sizes its database pools by the count (lib/db-pool.ts).
process.env.WB_SERVER_PROCESSES = String(count);
cluster.setupPrimary({
  exec: path.join(root, "server", "start.mjs"),
  args: process.argv.slice(2),
  cwd: root,
});

let stopping = false;
const startedAt = new Map();

function fork() {
  const worker = cluster.fork();
  startedAt.set(worker.id, Date.now());
}

cluster.on("exit", (worker, code, signal) => {
  const lived = Date.now() - (startedAt.get(worker.id) ?? 0);
  startedAt.delete(worker.id);
  if (stopping) {
    if (startedAt.size === 0) process.exit(process.exitCode ?? 0);
    return;
  }
  if (lived < STARTUP_GRACE_MS) {
    console.error(`[serve] a server process exited ${signal ?? `with ${code}`} while starting; stopping`);
    stop(code || 1);
    return;
  }
  console.error(`[serve] a server process exited ${signal ?? `with ${code}`}; starting another`);
  fork();
});

function stop(exitCode = 0) {
  if (stopping) return;
  stopping = true;
  // Each server process finishes its in-flight requests on SIGTERM.
  for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill("SIGTERM");
  process.exitCode = exitCode;
  if (startedAt.size === 0) process.exit(exitCode);
}

process.on("SIGINT", () => stop(0));
process.on("SIGTERM", () => stop(0));

for (let i = 0; i < count; i += 1) fork();
