// Issue 30's caching measurements for `npm run bench` (bench/run.mjs): a deal page quiet, then while
// the data changes under it, then right after a change at 300 connections, and the same stored
// bytes sent by nginx from disk for comparison.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";

const NGINX = ["/usr/sbin/nginx", "/usr/bin/nginx"].find((file) => fs.existsSync(file)) ?? null;

/**
 * One sign-up (a users row, as /api/register writes it) and one change of the deal's price every
 * second, until stop() is called.
 * @param {string} databaseUrl @param {number} dealId
 */
function changeEverySecond(databaseUrl, dealId) {
  const client = new pg.Client({ connectionString: databaseUrl });
  let timer = null;
  let count = 0;
  const tick = async () => {
    count += 1;
    const name = `bench-${process.pid}-${Date.now()}-${count}`;
    await client.query("INSERT INTO users (id, username, email, password_hash, updated_at) VALUES (gen_random_uuid(), $1, $2, 'bench', now())", [name, `${name}@bench.invalid`]);
    await client.query("UPDATE deals SET price = price + CASE WHEN $2 % 2 = 0 THEN 1 ELSE -1 END WHERE id = $1", [dealId, count]);
  };
  const started = client.connect().then(() => {
    timer = setInterval(() => tick().catch((error) => console.error(`bench change failed: ${error.message}`)), 1000);
  });
  return {
    started,
    async stop() {
      clearInterval(timer);
      await client.query("DELETE FROM users WHERE email LIKE '%@bench.invalid'");
      await client.end();
      return count;
    },
  };
}

/** Requests/s of nginx (Debian's, a worker per core) sending `body` from disk as autocannon asks it (plain), or null without nginx. */
export async function nginxRate(body, load, port, seconds = 10) {
  if (!NGINX) return null;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "wb-bench-nginx-"));
  fs.writeFileSync(path.join(dir, "page.html"), body);
  const conf = `worker_processes ${os.cpus().length};
pid ${dir}/nginx.pid;
error_log ${dir}/error.log;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}; proxy_temp_path ${dir}; fastcgi_temp_path ${dir}; uwsgi_temp_path ${dir}; scgi_temp_path ${dir};
  server {
    listen 127.0.0.1:${port};
    location / { root ${dir}; default_type text/html; try_files /page.html =404; }
  }
}
`;
  fs.writeFileSync(path.join(dir, "nginx.conf"), conf);
  const nginx = spawn(NGINX, ["-c", path.join(dir, "nginx.conf"), "-g", "daemon off;"], { stdio: "ignore" });
  try {
    await new Promise((resolve) => setTimeout(resolve, 500));
    await load(`http://127.0.0.1:${port}/`, 2);
    return (await load(`http://127.0.0.1:${port}/`, seconds)).requests.average;
  } finally {
    nginx.kill("SIGTERM");
    await new Promise((resolve) => nginx.once("exit", resolve));
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * @param {{ baseUrl: string, databaseUrl: string, dealId: number, load: Function, nginxPort: number }} options
 */
export async function measureCaching({ baseUrl, databaseUrl, dealId, load, nginxPort }) {
  const url = `${baseUrl}/deals/${dealId}`;
  await load(url, 2, 100);
  const quiet = await load(url, 10, 100);

  // The renders of the page every server process made together, as the shared store counts them
  // (server/shared-copies.ts; the key of an address without a locale prefix asked without cookie or
  // Accept-Language, as autocannon asks it): null without the store.
  const counter = new pg.Client({ connectionString: databaseUrl });
  await counter.connect();
  const renders = () =>
    counter.query("SELECT coalesce(sum(renders), 0)::int AS renders FROM page_copies WHERE key = $1", [`/deals/${dealId}\n\n`]).then(
      ({ rows }) => rows[0].renders,
      () => null,
    );
  const rendersBefore = await renders();
  const changes = changeEverySecond(databaseUrl, dealId);
  await changes.started;
  const churn = await load(url, 10, 100);
  const changed = await changes.stop();
  await new Promise((resolve) => setTimeout(resolve, 500));
  const rendersAfter = await renders();
  await counter.end();

  // A change, then 300 connections at once on the page it touched.
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query("UPDATE deals SET price = price + 1 WHERE id = $1", [dealId]);
  await new Promise((resolve) => setTimeout(resolve, 100));
  const afterChange = await load(url, 10, 300);
  await client.query("UPDATE deals SET price = price - 1 WHERE id = $1", [dealId]);
  await client.end();

  // The bytes autocannon got: the stored copy, plain (it asks no encoding).
  const stored = await fetch(url, { headers: { "accept-encoding": "identity" } });
  const body = Buffer.from(await stored.arrayBuffer());
  const nginxRps = await nginxRate(body, load, nginxPort);
  return {
    page: `/deals/${dealId}`,
    changes: changed,
    quietRps: quiet.requests.average,
    quietP99: quiet.exact.p99,
    churnRps: churn.requests.average,
    churnP99: churn.exact.p99,
    churnRenders: rendersBefore === null || rendersAfter === null ? null : rendersAfter - rendersBefore,
    afterChangeP99: afterChange.exact.p99,
    afterChangeErrors: afterChange.errors + afterChange.timeouts + afterChange.non2xx,
    storedRps: quiet.requests.average,
    nginxRps,
  };
}
