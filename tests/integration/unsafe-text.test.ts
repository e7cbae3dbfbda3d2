/** @jest-environment node */
// Text PostgreSQL cannot store (NUL, lone UTF-16 surrogates) in a body or a path parameter is
// refused with 400 at the validation layer, never a 500 from the database: every route handler on
// disk, found so that a new one cannot be left out, called by a signed-in administrator (who may
// use every route).
import fs from "node:fs";
import path from "node:path";
import { unsafeTextMessage } from "@/lib/api/safe-text";
import { db } from "@/lib/db";
import { send, signedUpAdmin, signedUpUser, type RouteHandler } from "../support/admin";

const WRITE_METHODS = ["POST", "PUT", "PATCH"] as const;
const ALL_METHODS = ["GET", ...WRITE_METHODS, "DELETE"] as const;
const appDir = path.join(process.cwd(), "app");

function routeFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return entry.name === "route.ts" ? [full] : [];
  });
}

// Routes whose write methods read no text from the body: they must still never answer 500. Each
// is called with a session of its own (logout ends the one it is given).
const NO_TEXT_BODY = new Set([
  "POST /api/logout",
  "POST /api/payment/cancel",
  "POST /api/payment/resume",
  "POST /api/payment/portal",
  "POST /api/price-alerts/unsubscribe",
  "POST /api/itineraries/[id]/share",
  // Stripe's signature over the raw bytes is checked first (400 for any unsigned body).
  "POST /api/payment/webhook",
  // Answers 404 while no AI provider is configured; with one, its multipart text fields are
  // checked (tests/integration/photo-ai.test.ts).
  "POST /api/tools/photo-place",
]);
// next-auth's own endpoints take form-encoded bodies and a CSRF token of their own; its credentials
// check refuses unsafe text itself (lib/auth/next-auth.ts, containsUnsafeText).
const NOT_JSON = /\[\.\.\.nextauth\]/;
// The admin content forms are multipart: the unsafe text goes in a form field.
const MULTIPART = /^(POST|PUT) \/api\/admin\/(news|tips|reviews)/;

const routes = [path.join(appDir, "api"), path.join(appDir, "go"), path.join(appDir, "uploads"), path.join(appDir, "og")]
  .flatMap(routeFiles)
  .flatMap((file) => {
    const urlPath = `/${path.relative(appDir, path.dirname(file)).split(path.sep).join("/")}`;
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const mod = require(file) as Record<string, RouteHandler>;
    const paramNames = [...urlPath.matchAll(/\[(?:\.\.\.)?(\w+)\]/g)].map(([, name]) => name!);
    return ALL_METHODS.filter((method) => typeof mod[method] === "function").map((method) => ({ name: `${method} ${urlPath}`, method, handler: mod[method]!, urlPath, paramNames }));
  });

const UNSAFE_FIELDS = ["identifier", "password", "username", "email", "name", "title", "content", "token", "destination", "origin", "preferred_language", "priceId", "dealId", "currentPassword", "newPassword", "confirm"];
const unsafeBodies = {
  NUL: `{${UNSAFE_FIELDS.map((field) => `"${field}":"x\\u0000y"`).join(",")}}`,
  "a lone surrogate": `{${UNSAFE_FIELDS.map((field) => `"${field}":"x\\ud800y"`).join(",")}}`,
};

let admin: Awaited<ReturnType<typeof signedUpAdmin>>;

beforeAll(async () => {
  // The demo routes (special-login) exist only in demo mode.
  process.env.DEMO_MODE = "1";
  admin = await signedUpAdmin();
});

afterAll(async () => {
  await db().$disconnect();
});

it("finds the route handlers on disk", () => {
  expect(routes.length).toBeGreaterThan(40);
  expect(routes.map((route) => route.name)).toEqual(expect.arrayContaining(["POST /api/login", "POST /api/register", "POST /api/price-alerts", "GET /api/admin/users/by-email/[email]"]));
});

const writes = routes.filter((route) => (WRITE_METHODS as readonly string[]).includes(route.method) && !NOT_JSON.test(route.name));

describe.each(writes)("$name", ({ name, method, handler, urlPath, paramNames }) => {
  const params = Object.fromEntries(paramNames.map((param) => [param, "1"]));
  it.each(Object.entries(unsafeBodies))("refuses %s in the body with 400, or ignores a body it does not read", async (kind, raw) => {
    const cookie = NO_TEXT_BODY.has(name) ? (await signedUpUser("edge")).cookie : admin.cookie;
    if (MULTIPART.test(name)) {
      // A multipart form carries text as UTF-8, which cannot hold a lone surrogate: NUL is the case.
      if (kind !== "NUL") return;
      const form = new FormData();
      form.set("title", "x\u0000y");
      form.set("content", "text");
      form.set("destination_id", "1");
      const res = await send(handler, { method, path: urlPath, params, cookie, form });
      expect(res.status).toBe(400);
      expect(res.json).toMatchObject({ message: unsafeTextMessage, code: "bad_request" });
      return;
    }
    const res = await send(handler, { method, path: urlPath, params, cookie, raw, headers: { "content-type": "application/json" } });
    // Never the database's 500; a route that reads no body answers in the error contract (the
    // payment routes say 503 "Payments are not configured" here, where Stripe is not set up).
    expect(res.status).not.toBe(500);
    if (res.status >= 400) expect(res.json.code).toEqual(expect.any(String));
    if (NO_TEXT_BODY.has(name)) return;
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ message: unsafeTextMessage, code: "bad_request" });
  });
});

const withParams = routes.filter((route) => route.paramNames.length > 0 && !NOT_JSON.test(route.name));

describe.each(withParams)("$name", ({ method, handler, urlPath, paramNames }) => {
  it.each([
    ["NUL", "x\u0000"],
    ["a lone surrogate", "\ud800"],
  ])("answers %s in a path parameter without a 500", async (_kind, value) => {
    const params = Object.fromEntries(paramNames.map((param) => [param, value]));
    const body = (WRITE_METHODS as readonly string[]).includes(method) ? { raw: "{}", headers: { "content-type": "application/json" } } : {};
    const res = await send(handler, { method, path: urlPath, params, cookie: admin.cookie, ...body });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
  });
});
