// What every bench script needs of the production server it starts: to know when it is ready, and
// how much CPU its processes have used.
import fs from "node:fs";

/**
 * Waits until `${baseUrl}/api/health` answers 200; throws when the server exits or the time runs out.
 * @param {import("node:child_process").ChildProcess} server
 * @param {string} baseUrl
 */
export async function waitForHealth(server, baseUrl, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2000) })).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The server did not report healthy at ${baseUrl}/api/health within ${timeoutMs / 1000} s`);
}

/**
 * User + system CPU time of a process and all its descendants in milliseconds (Linux /proc), or null elsewhere.
 * @param {number} pid
 */
export function processTreeCpuMs(pid) {
  try {
    const stats = fs
      .readdirSync("/proc")
      .filter((entry) => /^\d+$/.test(entry))
      .flatMap((entry) => {
        try {
          // After "(comm) ": state, ppid, ...; utime and stime are fields 14 and 15 of stat, in clock ticks (100 per second on Linux).
          const fields = fs.readFileSync(`/proc/${entry}/stat`, "utf8").split(") ")[1].split(" ");
          return [{ pid: Number(entry), ppid: Number(fields[1]), ms: ((Number(fields[11]) + Number(fields[12])) * 1000) / 100 }];
        } catch {
          return []; // the process ended meanwhile
        }
      });
    const tree = new Set([pid]);
    for (let grew = true; grew; ) {
      grew = false;
      for (const stat of stats) if (tree.has(stat.ppid) && !tree.has(stat.pid)) grew = Boolean(tree.add(stat.pid));
    }
    return stats.filter((stat) => tree.has(stat.pid)).reduce((sum, stat) => sum + stat.ms, 0);
  } catch {
    return null;
  }
}
