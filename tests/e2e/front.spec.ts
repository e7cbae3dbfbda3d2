// The reference front (ops/nginx/wanderbold.conf, docs/operations-front.md): Debian's nginx, with the
// repository's own configuration, in front of two app servers (server/app-server.ts on the
// production build) sharing the test database. Only the machine-specific lines are changed here:
// the app servers' addresses, the ports, the cache folder and a throwaway certificate.
// nginx must be installed (apt-get install -y nginx; .ci/run installs it): without it this fails.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { hash } from "@node-rs/argon2";
import { expect, request as requestContext, test, type APIRequestContext } from "@playwright/test";
import { withDb } from "../support/database";
import { liveContent } from "../support/live-content";

const base = Number(process.env.E2E_PORT || 3100);
const appPorts = [base + 1, base + 2];
const httpPort = base + 3;
const tlsPort = base + 4;
const front = `https://127.0.0.1:${tlsPort}`;
const appOrigin = (index: number) => `http://127.0.0.1:${appPorts[index]}`;
const FRESHNESS_BOUND_MS = 5_000;
const BROTLI_MODULE = "/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so";

const stamp = Date.now().toString(36);
const password = "front journey password 1";
const admin = {
  username: `frontchief${stamp}`,
  email: `frontchief${stamp}@example.com`,
  name: "Fran Front",
};
const member = {
  username: `frontmember${stamp}`,
  email: `frontmember${stamp}@example.com`,
  name: "Mo Member",
};

// Made in beforeAll: Playwright also loads this file in its runner process, which runs no test.
let dir = "";
const accessLog = () => path.join(dir, "access.log");
const children: ChildProcess[] = [];
let output = "";

function nginxBinary(): string {
  for (const candidate of [process.env.NGINX_PATH, "/usr/sbin/nginx", "/usr/bin/nginx"]) {
    if (candidate && fs.existsSync(candidate)) return candidate;
  }
  throw new Error(
    "nginx is missing: the front test runs Debian's nginx. Install it with `apt-get update && apt-get install -y nginx` (.ci/run does), or set NGINX_PATH.",
  );
}

/** The repository's configuration with this machine's addresses, each swap checked to apply. */
function frontConfig(): string {
  let conf = fs.readFileSync(path.join("ops", "nginx", "wanderbold.conf"), "utf8");
  const swap = (from: string, to: string) => {
    if (!conf.includes(from))
      throw new Error(
        `ops/nginx/wanderbold.conf no longer has "${from}": update tests/e2e/front.spec.ts`,
      );
    conf = conf.split(from).join(to);
  };
  swap("server 10.0.1.11:3000", `server 127.0.0.1:${appPorts[0]}`);
  swap("server 10.0.1.12:3000", `server 127.0.0.1:${appPorts[1]}`);
  swap("/var/cache/nginx/wanderbold", path.join(dir, "cache"));
  swap("listen 80;", `listen 127.0.0.1:${httpPort};`);
  swap("listen [::]:80;", "");
  swap("listen 443 ssl http2;", `listen 127.0.0.1:${tlsPort} ssl http2;`);
  swap("listen [::]:443 ssl http2;", "");
  swap("/etc/ssl/wanderbold/", `${dir}/`);
  swap("/etc/nginx/wanderbold/", `${dir}/`);
  return conf;
}

function writeNginxFiles() {
  const brotli = fs.existsSync(BROTLI_MODULE);
  if (brotli)
    fs.copyFileSync(path.join("ops", "nginx", "brotli.conf"), path.join(dir, "brotli.conf"));
  fs.writeFileSync(path.join(dir, "wanderbold.conf"), frontConfig());
  const certificate = spawnSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "rsa:2048",
      "-nodes",
      "-subj",
      "/CN=127.0.0.1",
      "-days",
      "1",
      "-keyout",
      path.join(dir, "privkey.pem"),
      "-out",
      path.join(dir, "fullchain.pem"),
    ],
    { encoding: "utf8" },
  );
  if (certificate.status !== 0)
    throw new Error(
      `openssl could not make the test certificate: ${certificate.stderr || certificate.error}`,
    );
  const temp = (name: string) => path.join(dir, name);
  fs.writeFileSync(
    path.join(dir, "nginx.conf"),
    [
      "worker_processes 1;",
      `pid ${temp("nginx.pid")};`,
      `error_log ${temp("error.log")} warn;`,
      "daemon off;",
      process.getuid?.() === 0 ? "user root;" : "",
      brotli ? `load_module ${BROTLI_MODULE};` : "",
      "events { worker_connections 512; }",
      "http {",
      "  include /etc/nginx/mime.types;",
      "  default_type application/octet-stream;",
      "  log_format front '$request_uri $upstream_addr $upstream_cache_status';",
      `  access_log ${accessLog()} front;`,
      `  client_body_temp_path ${temp("body")}; proxy_temp_path ${temp("proxy")}; fastcgi_temp_path ${temp("fastcgi")}; uwsgi_temp_path ${temp("uwsgi")}; scgi_temp_path ${temp("scgi")};`,
      `  include ${temp("wanderbold.conf")};`,
      "}",
    ].join("\n"),
  );
  return brotli;
}

function start(command: string, args: string[], env: NodeJS.ProcessEnv) {
  const child = spawn(command, args, {
    cwd: process.cwd(),
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  children.push(child);
  return child;
}

async function answers(url: string, context: APIRequestContext) {
  try {
    return (await context.get(url, { timeout: 2_000, maxRedirects: 0 })).status() < 500;
  } catch {
    return false;
  }
}

async function createUser(user: typeof admin, role: "admin" | "user") {
  const passwordHash = await hash(password, {
    algorithm: 2,
    memoryCost: 19456,
    timeCost: 2,
    parallelism: 1,
    outputLen: 32,
  });
  await withDb((client) =>
    client.query(
      `INSERT INTO users (id, username, email, name, role, password_hash, email_verified_at, updated_at)
       VALUES ($1, $2, $3, $4, $5::"Role", $6, now(), now())`,
      [randomUUID(), user.username, user.email, user.name, role, passwordHash],
    ),
  );
}

/** Signs in on one app server; the context keeps the session for that server, the cookie is returned for the front. */
async function signIn(user: typeof admin, appIndex: number) {
  const context = await requestContext.newContext({ baseURL: appOrigin(appIndex) });
  const response = await context.post("/api/login", {
    data: { identifier: user.username, password },
  });
  expect(response.status(), await response.text()).toBe(200);
  const cookie = response
    .headersArray()
    .filter((header) => header.name.toLowerCase() === "set-cookie")
    .map((header) => header.value.split(";")[0])
    .join("; ");
  expect(cookie).toMatch(/next-auth\.session-token=/);
  return { context, cookie };
}

type Answer = { status: number; headers: Record<string, string>; html: string };

/** A request through the front on a connection and cookie jar of its own. */
async function viaFront(pathname: string, headers: Record<string, string> = {}): Promise<Answer> {
  const context = await requestContext.newContext({
    baseURL: front,
    ignoreHTTPSErrors: true,
    extraHTTPHeaders: headers,
  });
  try {
    const response = await context.get(pathname, { maxRedirects: 0 });
    return { status: response.status(), headers: response.headers(), html: await response.text() };
  } finally {
    await context.dispose();
  }
}

/** Asks through the front until it answers from its own copy (the app's headers allow one for 3 s). */
async function frontCopy(pathname: string, headers: Record<string, string> = {}): Promise<Answer> {
  const seen: string[] = [];
  for (let attempt = 0; attempt < 10; attempt++) {
    const answer = await viaFront(pathname, headers);
    if (answer.headers["x-cache-status"] === "HIT") return answer;
    seen.push(
      `${answer.status} ${answer.headers["x-cache-status"]} (${answer.headers["cache-control"]})`,
    );
  }
  throw new Error(`The front never kept a copy of ${pathname}: ${seen.join(", ")}`);
}

const escaped = (text: string) => text.replace(/&/g, "&amp;");

/**
 * Asks through the front (every 200 ms) until the page shows `text`; fails with what each answer was
 * (the front's cache status, old or new) and when.
 */
async function showsWithin(pathname: string, text: string, since: number, bound: number) {
  const trail: string[] = [];
  for (;;) {
    const answer = await viaFront(pathname);
    const shows = answer.html.includes(escaped(text));
    const elapsed = Date.now() - since;
    trail.push(`${elapsed} ms ${answer.headers["x-cache-status"]} ${shows ? "new" : "old"}`);
    if (elapsed > bound)
      throw new Error(
        `${pathname} did not show the change through the front within ${bound} ms: ${trail.join(", ")}`,
      );
    if (shows) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

test.describe.serial("the reference front (nginx)", () => {
  test.setTimeout(120_000);
  let brotli = false;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    const nginx = nginxBinary();
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "wb-front-"));
    brotli = writeNginxFiles();
    const check = spawnSync(nginx, ["-t", "-c", path.join(dir, "nginx.conf"), "-p", `${dir}/`], {
      encoding: "utf8",
    });
    expect(check.status, `nginx -t: ${check.stderr}`).toBe(0);
    // The app sits behind a proxy that sets X-Forwarded-For (client-address.ts believes it then).
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: "production",
      TRUST_PROXY: "1",
      RENDER_BUDGET_EXEMPT: "127.0.0.1,::1,::ffff:127.0.0.1",
    };
    for (const port of appPorts)
      start(
        process.execPath,
        [path.join("server", "start.mjs"), "-p", String(port)],
        env,
      );
    start(nginx, ["-c", path.join(dir, "nginx.conf"), "-p", `${dir}/`], process.env);
    const probe = await requestContext.newContext({ ignoreHTTPSErrors: true });
    try {
      for (const url of [
        ...appPorts.map((_, index) => `${appOrigin(index)}/api/health`),
        `${front}/api/health`,
      ]) {
        await expect
          .poll(() => answers(url, probe), {
            timeout: 90_000,
            message: `${url} never answered:\n${output}`,
          })
          .toBe(true);
      }
    } finally {
      await probe.dispose();
    }
    await createUser(admin, "admin");
    await createUser(member, "user");
  });

  test.afterAll(async () => {
    for (const child of children) child.kill("SIGTERM");
    await Promise.all(
      children.map((child) =>
        child.exitCode === null ? new Promise((resolve) => child.once("exit", resolve)) : null,
      ),
    );
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  test("serves over TLS, sends plain HTTP there, and spreads requests over both app servers", async () => {
    const plain = await fetch(`http://127.0.0.1:${httpPort}/deals?from=plain`, {
      redirect: "manual",
    });
    expect(plain.status).toBe(301);
    expect(plain.headers.get("location")).toBe("https://127.0.0.1/deals?from=plain");

    for (let i = 0; i < 6; i++)
      expect((await viaFront(`/api/health?spread=${i}`)).status).toBe(200);
    const upstreams = new Set(
      fs
        .readFileSync(accessLog(), "utf8")
        .split("\n")
        .filter((line) => line.startsWith("/api/health?spread="))
        .map((line) => line.split(" ")[1]),
    );
    expect([...upstreams].sort()).toEqual(appPorts.map((port) => `127.0.0.1:${port}`).sort());
  });

  test("keeps an anonymous page as the app's headers allow, compressed, without internal headers", async () => {
    const { dealId } = await liveContent();
    const copy = await frontCopy(`/deals/${dealId}`, { "Accept-Encoding": "gzip" });
    expect(copy.status).toBe(200);
    expect(copy.headers["cache-control"]).toMatch(/\bpublic\b.*\bs-maxage=\d+/);
    expect(copy.headers["content-encoding"]).toBe("gzip");
    expect(copy.headers["set-cookie"]).toBeUndefined();
    expect(
      Object.keys(copy.headers).filter((name) => /^x-(middleware|nextjs)-/.test(name)),
    ).toEqual([]);
    if (brotli)
      expect(
        (await frontCopy(`/deals/${dealId}`, { "Accept-Encoding": "br" })).headers[
          "content-encoding"
        ],
      ).toBe("br");
    // An unprefixed address follows the visitor's language: the English copy is not the Spanish
    // visitor's (who is sent to /es/... or given the Spanish page), nor the French cookie's.
    const english = await frontCopy(`/deals/${dealId}`, { "Accept-Language": "en-GB,en;q=0.9" });
    expect(english.html).toContain('lang="en"');
    const visitors: Array<{ headers: Record<string, string>; locale: string }> = [
      { headers: { "Accept-Language": "es-ES,es;q=0.9" }, locale: "es" },
      { headers: { "Accept-Language": "en", Cookie: "NEXT_LOCALE=fr" }, locale: "fr" },
    ];
    for (const { headers, locale } of visitors) {
      const other = await viaFront(`/deals/${dealId}`, headers);
      if (other.status === 200) expect(other.html).toContain(`lang="${locale}"`);
      else expect(other.headers.location).toMatch(new RegExp(`/${locale}/deals/${dealId}$`));
    }
    // A prefixed address is one copy whatever the language header (a visitor whose language differs
    // gets a private answer once, setting the locale cookie; with the cookie, the shared copy).
    expect((await frontCopy(`/es/deals/${dealId}`, { "Accept-Language": "es" })).html).toContain(
      'lang="es"',
    );
    const german = await viaFront(`/es/deals/${dealId}`, {
      "Accept-Language": "de",
      Cookie: "NEXT_LOCALE=es",
    });
    expect(german.headers["x-cache-status"]).toMatch(/^(HIT|STALE|UPDATING)$/);
    expect(german.html).toContain('lang="es"');
  });

  test("a signed-in visitor is never answered from the front's copy, and their answers are not kept", async () => {
    const { dealId } = await liveContent();
    const pathname = `/deals/${dealId}`;
    await frontCopy(pathname);
    const { context, cookie } = await signIn(member, 1);
    try {
      for (let i = 0; i < 3; i++) {
        const page = await viaFront(pathname, { Cookie: cookie });
        expect(page.status).toBe(200);
        expect(page.headers["x-cache-status"]).toBe("BYPASS");
        expect(page.headers["cache-control"]).toMatch(/\bprivate\b|\bno-store\b/);
      }
      const me = await viaFront("/api/user", { Cookie: cookie });
      expect(me.headers["x-cache-status"]).toBe("BYPASS");
      expect(me.html).toContain(member.username);
      // The signed-in hint alone is enough to pass the front by.
      expect(
        (await viaFront(pathname, { Cookie: "wb_signed_in=1" })).headers["x-cache-status"],
      ).toBe("BYPASS");
      // And nothing personal was kept: an anonymous visitor after them gets no trace of them.
      const anonymous = await viaFront("/api/user");
      expect(anonymous.headers["x-cache-status"]).not.toBe("HIT");
      expect(anonymous.html).not.toContain(member.username);
      expect((await frontCopy(pathname)).html).not.toContain(member.username);
    } finally {
      await context.dispose();
    }
  });

  test("a change made through one app server shows through the front within 5 seconds", async () => {
    const { context } = await signIn(admin, 0);
    try {
      const title = `Front desk fares ${stamp}`;
      const created = await context.post("/api/admin/news", {
        multipart: { title, content: "Fares through the front.", published: "true" },
      });
      expect(created.status(), await created.text()).toBe(201);
      const { id, slug } = (await created.json()) as { id: number; slug: string };
      const article = `/travel-news/${slug}`;
      expect((await frontCopy(article)).html).toContain(title);
      await frontCopy("/travel-news");

      const changed = `Front desk fares are down ${stamp}`;
      const edited = await context.put(`/api/admin/news/${id}`, {
        multipart: { title: changed, content: "Fares through the front, lower." },
      });
      expect(edited.status(), await edited.text()).toBe(200);
      const editedAt = Date.now();
      await showsWithin(article, changed, editedAt, FRESHNESS_BOUND_MS);
      await showsWithin("/travel-news", changed, editedAt, FRESHNESS_BOUND_MS);
    } finally {
      await context.dispose();
    }
  });
});
