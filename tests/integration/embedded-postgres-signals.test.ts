/** @jest-environment node */
// npm start runs PostgreSQL detached (scripts/lib/database.mjs): a Ctrl-C in the terminal reaches
// the script, which stops its own users of the database first and PostgreSQL last, instead of
// PostgreSQL cutting their connections ("terminating connection due to administrator command").
import { spawn } from "node:child_process";
import net from "node:net";
import path from "node:path";
import { pathToFileURL } from "node:url";

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

// A stand-in for scripts/start.mjs: a detached cluster, a connection held like the worker's, and
// a SIGINT handler that still uses that connection before stopping PostgreSQL.
const script = (port: number) => `
import pg from "pg";
import { startEmbeddedPostgres } from ${JSON.stringify(pathToFileURL(path.resolve("scripts/lib/database.mjs")).href)};
const db = await startEmbeddedPostgres({ name: "postgres-signal-test", port: ${port}, databases: ["signals"], detached: true, log: () => {} });
const client = new pg.Client({ connectionString: db.url("signals") });
client.on("error", (error) => console.log("connection error: " + error.message));
await client.connect();
process.on("SIGINT", async () => {
  const { rows } = await client.query("SELECT 'still connected' AS state");
  console.log(rows[0].state);
  await client.end();
  await db.stop();
  console.log("stopped in order");
  process.exit(0);
});
console.log("ready");
`;

it("lets the script stop its connections before PostgreSQL on Ctrl-C", async () => {
  const child = spawn(process.execPath, ["--input-type=module", "-e", script(await freePort())], {
    cwd: process.cwd(),
    // Its own process group, like a terminal's foreground job: the group gets the Ctrl-C.
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const exited = new Promise<number | null>((resolve) => child.on("exit", resolve));
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk;
      if (output.includes("ready")) resolve();
    };
    child.stdout.on("data", onData);
    child.stderr.on("data", onData);
    child.on("exit", () => reject(new Error(`exited before it was ready:\n${output}`)));
  });

  process.kill(-child.pid!, "SIGINT");
  const code = await exited;

  expect(output).not.toContain("connection error");
  expect(output).toContain("still connected");
  expect(output).toContain("stopped in order");
  expect(code).toBe(0);
}, 60_000);
