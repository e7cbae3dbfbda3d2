/** @jest-environment node */
// Every /api/admin route file and every method it exports, found on disk so a new route cannot be
// left out: signed out -> 401, a signed-in user -> 403, and unsafe methods from another site -> 403,
// each as JSON { message } and without changing anything.
import fs from "node:fs";
import path from "node:path";
import { db } from "@/lib/db";
import { send, signedUpAdmin, signedUpUser, type RouteHandler } from "../support/admin";

const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
const root = path.join(process.cwd(), "app", "api", "admin");

function routeFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return entry.name === "route.ts" ? [full] : [];
  });
}

const sampleParams: Record<string, string> = { id: "1", email: "someone@example.com", action: "fix-someone-premium" };

const routes = routeFiles(root).flatMap((file) => {
  const relative = path.relative(path.join(process.cwd(), "app"), path.dirname(file));
  const urlPath = `/${relative.split(path.sep).join("/")}`;
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const mod = require(file) as Record<string, RouteHandler>;
  const params = Object.fromEntries([...urlPath.matchAll(/\[(\w+)\]/g)].map(([, name]) => [name!, sampleParams[name!] ?? "1"]));
  const concretePath = urlPath.replace(/\[(\w+)\]/g, (_, name: string) => encodeURIComponent(sampleParams[name] ?? "1"));
  return METHODS.filter((method) => typeof mod[method] === "function").map((method) => ({ name: `${method} ${urlPath}`, method, handler: mod[method]!, params, path: concretePath }));
});

let member: Awaited<ReturnType<typeof signedUpUser>>;
let admin: Awaited<ReturnType<typeof signedUpAdmin>>;

beforeAll(async () => {
  member = await signedUpUser();
  admin = await signedUpAdmin();
});

afterAll(async () => {
  await db().$disconnect();
});

it("finds every admin route of docs/features/admin.md", () => {
  expect(routes.map((route) => route.name).sort()).toEqual(
    [
      "GET /api/admin/news",
      "POST /api/admin/news",
      "PUT /api/admin/news/[id]",
      "DELETE /api/admin/news/[id]",
      "PATCH /api/admin/news/[id]/publish",
      "GET /api/admin/reviews",
      "POST /api/admin/reviews",
      "PUT /api/admin/reviews/[id]",
      "DELETE /api/admin/reviews/[id]",
      "PATCH /api/admin/reviews/[id]/publish",
      "GET /api/admin/tips",
      "POST /api/admin/tips",
      "PUT /api/admin/tips/[id]",
      "DELETE /api/admin/tips/[id]",
      "PATCH /api/admin/tips/[id]/publish",
      "GET /api/admin/destinations",
      "GET /api/admin/users",
      "POST /api/admin/users/update-premium-status",
      "GET /api/admin/users/by-email/[email]",
      "GET /api/admin/users/[action]",
      "GET /api/admin/points/bonuses",
      "POST /api/admin/points/bonuses",
      "DELETE /api/admin/points/bonuses/[id]",
      "PATCH /api/admin/points/cards/[slug]",
    ].sort(),
  );
});

describe.each(routes)("$name", ({ method, handler, params, path: urlPath }) => {
  const body = method === "GET" || method === "DELETE" ? {} : method === "PATCH" || urlPath.endsWith("update-premium-status") ? { json: { published: true, email: "someone@example.com", isPremium: true } } : { form: new FormData() };

  it("answers 401 to a signed-out visitor", async () => {
    const audits = await db().auditLog.count();
    const res = await send(handler, { method, path: urlPath, params, ...body });
    expect(res.status).toBe(401);
    expect(res.json.message).toBe("Not authenticated");
    expect(res.headers.get("content-type")).toMatch(/application\/json/);
    expect(await db().auditLog.count()).toBe(audits);
  });

  it("answers 403 to a signed-in user who is not an admin", async () => {
    const audits = await db().auditLog.count();
    const res = await send(handler, { method, path: urlPath, params, cookie: member.cookie, ...body });
    expect(res.status).toBe(403);
    expect(res.json.message).toBe("Admin access required");
    expect(await db().auditLog.count()).toBe(audits);
  });

  if (method !== "GET") {
    it("answers 403 to an admin's browser sending it from another site", async () => {
      const res = await send(handler, { method, path: urlPath, params, cookie: admin.cookie, headers: { origin: "https://evil.example", "sec-fetch-site": "cross-site" }, ...body });
      expect(res.status).toBe(403);
      expect(res.json.message).toBe("Cross-site requests are not allowed");
    });
  }
});

it("limits an administrator to 300 API calls a minute, then answers 429 with Retry-After", async () => {
  const busy = await signedUpAdmin();
  const lookup = routes.find((route) => route.name === "GET /api/admin/users/by-email/[email]")!;
  const call = () => send(lookup.handler, { method: "GET", path: lookup.path, params: lookup.params, cookie: busy.cookie });

  const statuses = [];
  for (let i = 0; i < 300; i += 1) statuses.push((await call()).status);
  expect(new Set(statuses)).toEqual(new Set([404]));

  const refused = await call();
  expect(refused.status).toBe(429);
  expect(refused.json.message).toBe("Too many attempts. Please try again later.");
  expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);

  // The limit is per administrator: another admin is not affected.
  const other = await send(lookup.handler, { method: "GET", path: lookup.path, params: lookup.params, cookie: admin.cookie });
  expect(other.status).toBe(404);
}, 60_000);
