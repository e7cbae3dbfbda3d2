/** @jest-environment node */
// scripts/serve.mjs, the production server of `npm start`: a start that cannot work ends the
// whole server with a failure status instead of restarting processes forever.
import { spawn } from "node:child_process";
import net from "node:net";
import path from "node:path";

function occupiedPort(): Promise<net.Server> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.listen(0, "127.0.0.1", () => resolve(server));
  });
}

it("stops with status 1 and says why when its port is taken", async () => {
  const blocker = await occupiedPort();
  const { port } = blocker.address() as net.AddressInfo;
  try {
    const child = spawn(process.execPath, [path.join("scripts", "serve.mjs"), "-p", String(port), "-H", "127.0.0.1"], {
      cwd: process.cwd(),
      env: { ...process.env, WEB_CONCURRENCY: "2", NODE_ENV: "production" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    const code = await new Promise<number | null>((resolve) => child.on("exit", resolve));

    expect(code).toBe(1);
    expect(output).toContain("EADDRINUSE");
    expect(output).toContain("[serve] a server process exited with 1 while starting; stopping");
  } finally {
    blocker.close();
  }
}, 30_000);
