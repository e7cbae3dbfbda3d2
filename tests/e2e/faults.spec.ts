import { spawn, type ChildProcess } from "node:child_process";
import http from "node:http";
import net from "node:net";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { liveContent } from "../support/live-content";

// Faults, against the production server as `npm start` runs it (scripts/serve.mjs, two server
// processes), started here on a port of its own with its database reached through a TCP proxy
// the test can cut: PostgreSQL going away and coming back, a server process killed, SIGTERM
// with a request in flight, and two processes writing the same row at once. It runs without a
// configured public origin, like a fresh `npm start`.

const port = Number(process.env.E2E_PORT || 3100) + 7;
const origin = `http://127.0.0.1:${port}`;

/** A TCP proxy in front of PostgreSQL: cut() drops every connection and refuses new ones. */
class DatabaseLink {
  private server: net.Server;
  private sockets = new Set<net.Socket>();
  private down = false;
  port = 0;

  constructor(private target: { host: string; port: number }) {
    this.server = net.createServer((client) => {
      if (this.down) {
        client.destroy();
        return;
      }
      const upstream = net.connect(this.target.port, this.target.host);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on("close", () => this.sockets.delete(socket));
        socket.on("error", () => undefined);
      }
      client.pipe(upstream).pipe(client);
    });
  }

  async start() {
    await new Promise<void>((resolve) => this.server.listen(0, "127.0.0.1", resolve));
    this.port = (this.server.address() as net.AddressInfo).port;
  }

  cut() {
    this.down = true;
    for (const socket of this.sockets) socket.destroy();
  }

  restore() {
    this.down = false;
  }

  close() {
    this.cut();
    this.server.close();
  }
}

const database = new URL(process.env.DATABASE_URL!);
const link = new DatabaseLink({ host: database.hostname, port: Number(database.port || 5432) });
let server: ChildProcess;
let output = "";
const pids: number[] = [];

async function startServer() {
  await link.start();
  const viaLink = new URL(database);
  viaLink.hostname = "127.0.0.1";
  viaLink.port = String(link.port);
  // The test's own requests (polls while the database is away and back) are not a client's renders
  // to budget, as for the suite's main server (playwright.config.ts).
  const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: viaLink.toString(), WEB_CONCURRENCY: "2", NODE_ENV: "production", RENDER_BUDGET_EXEMPT: "127.0.0.1,::1,::ffff:127.0.0.1" };
  delete env.SITE_URL;
  delete env.NEXTAUTH_URL;
  server = spawn(process.execPath, [path.join("scripts", "serve.mjs"), "-p", String(port)], { cwd: process.cwd(), env, stdio: ["ignore", "pipe", "pipe"] });
  const collect = (chunk: Buffer) => {
    output += chunk;
    for (const [, pid] of String(chunk).matchAll(/\[server\] process (\d+) ready/g)) pids.push(Number(pid));
  };
  server.stdout!.on("data", collect);
  server.stderr!.on("data", collect);
  await expect.poll(() => pids.length, { timeout: 60_000 }).toBe(2);
}

/**
 * A GET on a connection of its own (a kept-alive one dies with the process it was accepted by):
 * its status, or the error that ended it.
 */
function getOnNewConnection(pathname: string): Promise<number | string> {
  return new Promise((resolve) => {
    const request = http.get(`${origin}${pathname}`, { agent: false, timeout: 10_000 }, (response) => {
      response.resume();
      response.on("end", () => resolve(response.statusCode ?? 0));
    });
    request.on("timeout", () => request.destroy(new Error(`GET ${pathname} timed out`)));
    request.on("error", (error) => resolve(error.message));
  });
}

async function get(pathname: string, init: RequestInit = {}) {
  const response = await fetch(`${origin}${pathname}`, { redirect: "manual", ...init });
  return { status: response.status, headers: response.headers, text: await response.text() };
}


test.describe.serial("faults", () => {
  test.setTimeout(120_000);

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    await startServer();
  });

  test.afterAll(async () => {
    server?.kill("SIGTERM");
    link.close();
  });

  test("while PostgreSQL is down, pages answer 503 'temporarily unavailable' with Retry-After, and recover by themselves", async () => {
    const { dealId, slug } = await liveContent();
    const pages = ["/deals", `/deals/${dealId}`, `/travel-news/${slug}`, "/es/deals", "/destinations"];
    for (const page of pages) expect((await get(page)).status, page).toBe(200);

    link.cut();
    try {
      // A process stops serving its copies when it sees its listening connection drop: an event
      // that can reach it a moment after a request sent right after the cut. Each page is asked
      // until it answers 503 (within a second), then checked.
      for (const page of pages) {
        await expect.poll(async () => (await get(page)).status, { message: page, timeout: 1_000, intervals: [100] }).toBe(503);
        const answer = await get(page);
        expect(answer.status, page).toBe(503);
        expect(answer.headers.get("retry-after"), page).toMatch(/^\d+$/);
        expect(answer.headers.get("x-robots-tag"), page).toBe("noindex");
        expect(answer.text, page).toContain(page.startsWith("/es/") ? "No disponible temporalmente" : "Temporarily unavailable");
        expect(answer.text, page).not.toMatch(/at \w+ \(|node_modules|Prisma/);
      }
      // The prerendered home page needs no database.
      expect((await get("/")).status).toBe(200);
      const health = await get("/api/health");
      expect(health.status).toBe(503);
      const api = await get("/api/price-alerts");
      expect([401, 503]).toContain(api.status);
    } finally {
      link.restore();
    }
    const restoredAt = Date.now();
    await expect.poll(async () => (await get("/deals")).status, { timeout: 15_000, intervals: [100] }).toBe(200);
    console.log(`[faults] /deals answered 200 again ${Date.now() - restoredAt} ms after PostgreSQL returned`);
    expect((await get(`/deals/${dealId}`)).status).toBe(200);
    expect((await get("/api/health")).status).toBe(200);
  });

  test("accepts a sign-in posted from 127.0.0.1 when no public origin is configured", async () => {
    const answer = await get("/api/login", {
      method: "POST",
      headers: { "content-type": "application/json", origin, "sec-fetch-site": "same-origin" },
      body: JSON.stringify({ identifier: `nobody${Date.now()}`, password: "wrong password" }),
    });
    expect(answer.status).toBe(401);
    expect(JSON.parse(answer.text)).toMatchObject({ message: "Invalid username/email or password" });
  });

  test("concurrent favorites of one deal by one member, across two processes, leave one row and no error", async () => {
    const { dealId } = await liveContent();
    const stamp = `fault${Date.now().toString(36)}`;
    const headers = { "content-type": "application/json", origin, "sec-fetch-site": "same-origin" };
    expect((await get("/api/register", { method: "POST", headers, body: JSON.stringify({ username: stamp, email: `${stamp}@example.com`, password: "fault password 1" }) })).status).toBe(201);
    const login = await fetch(`${origin}/api/login`, { method: "POST", headers, body: JSON.stringify({ identifier: stamp, password: "fault password 1" }) });
    expect(login.status).toBe(200);
    const cookie = login.headers.getSetCookie().map((value) => value.split(";")[0]).join("; ");
    const answers = await Promise.all(Array.from({ length: 20 }, () => get("/api/favorites", { method: "POST", headers: { ...headers, cookie }, body: JSON.stringify({ dealId }) })));
    expect(answers.every((answer) => answer.status < 300), answers.map((answer) => answer.status).join(",")).toBe(true);
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    expect(JSON.parse((await get("/api/favorites", { headers: { cookie } })).text)).toEqual({ ids: [dealId] });
  });

  test("a server process killed with SIGKILL is replaced, and no request fails meanwhile", async () => {
    // A process that dies in its first 10 s counts as a failed start (scripts/serve.mjs).
    await new Promise((resolve) => setTimeout(resolve, 10_000));
    const victim = pids[0]!;
    process.kill(victim, "SIGKILL");
    const statuses: (number | string)[] = [];
    for (let i = 0; i < 30; i += 1) {
      statuses.push(await getOnNewConnection("/legal"));
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(statuses.every((status) => status === 200), statuses.join(",")).toBe(true);
    await expect.poll(() => pids.length, { timeout: 60_000 }).toBe(3);
    expect(output).toContain("[serve] a server process exited SIGKILL; starting another");
  });

  test("SIGTERM lets a request in flight finish, then the server stops and refuses connections", async () => {
    const body = JSON.stringify({ name: "LCP", value: 1234, path: "/__fault-test", locale: "en" });
    // A request whose body arrives slowly: it is in flight when the server is told to stop.
    const inFlight = new Promise<string>((resolve, reject) => {
      const socket = net.connect(port, "127.0.0.1", () => {
        socket.write(`POST /api/vitals HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n`);
        socket.write(body.slice(0, 10));
        setTimeout(() => {
          server.kill("SIGTERM");
          setTimeout(() => socket.write(body.slice(10)), 500);
        }, 300);
      });
      let data = "";
      socket.on("data", (chunk) => (data += chunk));
      socket.on("end", () => resolve(data));
      socket.on("error", reject);
    });
    expect(await inFlight).toMatch(/^HTTP\/1\.1 204 /);
    const code = await new Promise<number | null>((resolve) => (server.exitCode !== null ? resolve(server.exitCode) : server.on("exit", resolve)));
    expect(code).toBe(0);
    await expect(fetch(`${origin}/legal`)).rejects.toThrow();
  });
});
