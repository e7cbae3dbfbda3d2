// The production server's page cache (server/page-cache.ts): anonymous copies of the
// public pages, served from memory, revalidated when the data they show changes, one render for
// every server process through the shared store (server/shared-copies.ts).
import { expect, request as requestContext, test } from "@playwright/test";
import { withDb } from "../support/database";

/** A request without cookies (a first visit), as a crawler or a visitor from a search result makes it. */
type Answer = { status: number; headers: Record<string, string>; html: string };

async function anonymousGet(path: string, headers: Record<string, string> = {}): Promise<Answer> {
  const context = await requestContext.newContext({ baseURL: test.info().project.use.baseURL, extraHTTPHeaders: headers });
  try {
    const response = await context.get(path, { maxRedirects: 0 });
    return { status: response.status(), headers: response.headers(), html: await response.text() };
  } finally {
    await context.dispose();
  }
}

/** Asks until a server process answers from its stored copy (there is one cache per process). */
async function cachedCopy(path: string, headers: Record<string, string> = {}): Promise<Answer> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const response = await anonymousGet(path, headers);
    if (response.headers["x-page-cache"] === "hit") return response;
  }
  throw new Error(`${path} was never served from the page cache`);
}

const scriptSources = (response: Answer) =>
  (response.headers["content-security-policy"] ?? "")
    .split("; ")
    .find((directive) => directive.startsWith("script-src "))!
    .split(" ")
    .slice(1);

let deal: { id: number; title: string };
let otherDeal: { id: number; title: string };

test.beforeAll(async () => {
  [deal, otherDeal] = await withDb(async (client) => {
    const { rows } = await client.query<{ id: number; title: string }>("SELECT id, title FROM deals WHERE status = 'live' ORDER BY id LIMIT 2");
    return [rows[0]!, rows[1]!];
  });
});

/**
 * Asks until `path` is answered from a current copy several times running: every server process
 * then holds one rendered after the earlier tests' changes (a process not asked since would
 * otherwise still hold a copy they made stale).
 */
async function currentCopies(path: string): Promise<void> {
  // Rounds of requests at once, so that their connections reach every server process (one request
  // after another may all be accepted by the same one), until two rounds in a row are all hits.
  let running = 0;
  for (let attempt = 0; attempt < 20 && running < 2; attempt++) {
    const answers = await Promise.all(Array.from({ length: 16 }, () => anonymousGet(path)));
    running = answers.every((answer) => answer.headers["x-page-cache"] === "hit") ? running + 1 : 0;
  }
  if (running < 2) throw new Error(`${path} was not answered from current copies`);
}

/** How many copies of `key` were rendered and stored in the shared store (server/shared-copies.ts), by every process. */
async function renders(key: string): Promise<number> {
  return withDb(async (client) => {
    const { rows } = await client.query<{ renders: number }>("SELECT renders FROM page_copies WHERE key = $1", [key]);
    return rows[0]?.renders ?? 0;
  });
}

/** The page-cache answers of `count` requests of `path` (one cache per server process). */
async function cacheStates(path: string, count: number): Promise<string[]> {
  const states: string[] = [];
  for (let i = 0; i < count; i++) states.push((await anonymousGet(path)).headers["x-page-cache"] ?? "none");
  return states;
}

test.describe("page cache", () => {
  test("a search is stored from its second request on: a search asked once costs no stored copy", async () => {
    const path = `/search?q=lisbon&sort=price&asked=${Date.now()}`;
    const first = await anonymousGet(path);
    expect(first.status).toBe(200);
    expect(first.headers["x-page-cache"]).toBe("miss");
    // Answered as rendered for this request: its own nonce, no stored hashes.
    expect(scriptSources(first).some((source) => source.startsWith("'nonce-"))).toBe(true);
    const hit = await cachedCopy(path);
    expect(hit.html).toContain("Lisbon");
    expect(scriptSources(hit).some((source) => source.startsWith("'nonce-"))).toBe(false);
  });

  test("a deal page is rendered once, then served from memory, compressed, its inline scripts allowed by hash", async () => {
    const first = await anonymousGet(`/deals/${deal.id}`);
    expect(first.status).toBe(200);
    const hit = await cachedCopy(`/deals/${deal.id}`, { "Accept-Encoding": "br" });
    expect(hit.status).toBe(200);
    expect(hit.headers["content-encoding"]).toBe("br");
    const html = hit.html;
    expect(html).toContain(deal.title.replace(/&/g, "&amp;"));
    // No stored nonce: every inline script of the copy is allowed by its hash, nothing else.
    const sources = scriptSources(hit);
    expect(sources.some((source) => source.startsWith("'nonce-"))).toBe(false);
    expect(sources).not.toContain("'unsafe-inline'");
    expect(sources.filter((source) => source.startsWith("'sha256-")).length).toBeGreaterThan(1);
    expect(html).not.toMatch(/<script[^>]* nonce="/);
  });

  test("a change to the data reaches the cached page at once", async () => {
    const path = `/deals/${deal.id}`;
    await cachedCopy(path);
    const changed = `${deal.title} (price checked)`;
    try {
      await withDb((client) => client.query("UPDATE deals SET title = $2 WHERE id = $1", [deal.id, changed]));
      await expect.poll(async () => (await anonymousGet(path)).html, { timeout: 5_000 }).toContain(changed.replace(/&/g, "&amp;"));
    } finally {
      await withDb((client) => client.query("UPDATE deals SET title = $2 WHERE id = $1", [deal.id, deal.title]));
    }
    await expect.poll(async () => (await anonymousGet(path)).html, { timeout: 5_000 }).not.toContain("(price checked)");
  });

  test("a sign-up changes no stored page", async () => {
    const paths = [`/deals/${deal.id}`, "/deals", "/travel-news"];
    for (const path of paths) await currentCopies(path);
    const email = `cache-${Date.now()}@example.com`;
    await withDb((client) =>
      client.query("INSERT INTO users (id, username, email, password_hash, updated_at) VALUES (gen_random_uuid(), $1, $2, 'x', now())", [email.split("@")[0], email]),
    );
    try {
      await new Promise((resolve) => setTimeout(resolve, 500));
      for (const path of paths) expect(await cacheStates(path, 6)).not.toContain("stale");
    } finally {
      await withDb((client) => client.query("DELETE FROM users WHERE email = $1", [email]));
    }
  });

  test("a deal's change revalidates its page and the lists, not another deal's page, while the old copy is served", async () => {
    const path = `/deals/${deal.id}`;
    const otherPath = `/deals/${otherDeal.id}`;
    for (const each of [path, otherPath, "/deals"]) await currentCopies(each);
    const changed = `${deal.title} (repriced)`;
    try {
      await withDb((client) => client.query("UPDATE deals SET title = $2, price = price + 1 WHERE id = $1", [deal.id, changed]));
      await new Promise((resolve) => setTimeout(resolve, 300));
      // The first answer after the change is the previous copy, at once; a render makes the next.
      const first = await anonymousGet(path);
      expect(["stale", "hit"]).toContain(first.headers["x-page-cache"]);
      await expect.poll(async () => (await anonymousGet(path)).html, { timeout: 5_000 }).toContain(changed.replace(/&/g, "&amp;"));
      await expect.poll(async () => cacheStates("/deals", 4), { timeout: 5_000 }).toContain("stale");
      expect(await cacheStates(otherPath, 6)).not.toContain("stale");
    } finally {
      await withDb((client) => client.query("UPDATE deals SET title = $2, price = price - 1 WHERE id = $1", [deal.id, deal.title]));
    }
  });

  test("a page nobody has asked for is rendered once for many visitors asking at the same time, on every process together", async () => {
    const id = await withDb(async (client) => {
      const { rows } = await client.query<{ id: number }>("SELECT id FROM deals WHERE status = 'live' ORDER BY random() LIMIT 1");
      return rows[0]!.id;
    });
    const path = `/ko/deals/${id}`;
    await withDb((client) => client.query("DELETE FROM page_copies WHERE key = $1", [path]));
    const answers = await Promise.all(Array.from({ length: 24 }, () => anonymousGet(path)));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    // One render in all: the process that claimed it answers "miss", the others get its copy from the shared store.
    expect(answers.filter((answer) => answer.headers["x-page-cache"] === "miss")).toHaveLength(1);
    expect(await renders(path)).toBe(1);
  });

  test("after a change, visitors on every process keep the previous copy while one render in all makes the new one, seen everywhere within 5 s", async () => {
    const path = `/es/deals/${deal.id}`;
    await currentCopies(path);
    const before = await renders(path);
    const changed = `${deal.title} (shared render)`;
    try {
      await withDb((client) => client.query("UPDATE deals SET title = $2 WHERE id = $1", [deal.id, changed]));
      const changedAt = Date.now();
      await new Promise((resolve) => setTimeout(resolve, 300));
      // Many visitors at once, their connections spread over both server processes.
      const answers = await Promise.all(Array.from({ length: 40 }, () => anonymousGet(path)));
      expect(answers.every((answer) => answer.status === 200)).toBe(true);
      expect(answers.map((answer) => answer.headers["x-page-cache"])).not.toContain("miss");
      // Every process answers with the new copy within 5 s of the change (six answers running, on new connections).
      let running = 0;
      while (running < 6) {
        expect(Date.now() - changedAt).toBeLessThan(5_000);
        running = (await anonymousGet(path)).html.includes(changed.replace(/&/g, "&amp;")) ? running + 1 : 0;
      }
      expect(await renders(path)).toBe(before + 1);
    } finally {
      await withDb((client) => client.query("UPDATE deals SET title = $2 WHERE id = $1", [deal.id, deal.title]));
    }
  });

  test("a render that fails after a change keeps the previous copy on every process, and the change shows once rendering works again", async () => {
    const path = `/it/deals/${deal.id}`;
    await currentCopies(path);
    const before = await renders(path);
    const changed = `${deal.title} (render failed)`;
    let renamed = false;
    try {
      // The deal page reads the price history: without it, its render fails (status 500).
      await withDb(async (client) => {
        await client.query("ALTER TABLE deal_prices RENAME TO deal_prices_unreadable");
        renamed = true;
        await client.query("UPDATE deals SET title = $2 WHERE id = $1", [deal.id, changed]);
      });
      const started = Date.now();
      while (Date.now() - started < 2_500) {
        const answers = await Promise.all(Array.from({ length: 8 }, () => anonymousGet(path)));
        for (const answer of answers) {
          expect(answer.status).toBe(200);
          expect(answer.html).toContain(deal.title.replace(/&/g, "&amp;"));
          expect(answer.html).not.toContain("(render failed)");
        }
      }
      expect(await renders(path)).toBe(before);
      await withDb((client) => client.query("ALTER TABLE deal_prices_unreadable RENAME TO deal_prices"));
      renamed = false;
      // Tried again 5 s after the failure.
      await expect.poll(async () => (await anonymousGet(path)).html, { timeout: 12_000 }).toContain(changed.replace(/&/g, "&amp;"));
    } finally {
      if (renamed) await withDb((client) => client.query("ALTER TABLE deal_prices_unreadable RENAME TO deal_prices"));
      await withDb((client) => client.query("UPDATE deals SET title = $2 WHERE id = $1", [deal.id, deal.title]));
    }
  });

  test("a stored page answers with shared-cache headers and surrogate keys, no cookie and no internal header", async () => {
    const hit = await cachedCopy(`/fr/deals/${deal.id}`, { "Accept-Language": "fr-FR", Cookie: "NEXT_LOCALE=fr" });
    expect(hit.headers["cache-control"]).toMatch(/^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/);
    expect(hit.headers["surrogate-key"]?.split(" ")).toContain(`deals:${deal.id}`);
    expect(hit.headers.vary).toBe("Accept-Encoding");
    expect(hit.headers["set-cookie"]).toBeUndefined();
    expect(Object.keys(hit.headers).filter((name) => /^x-(middleware|nextjs)-/.test(name))).toEqual([]);
    // The visitor who opens the page in another language than their cookie remembers gets it remembered, privately.
    const switched = await anonymousGet(`/fr/deals/${deal.id}`, { Cookie: "NEXT_LOCALE=en" });
    expect(switched.headers["set-cookie"]).toMatch(/^NEXT_LOCALE=fr;/);
    expect(switched.headers["cache-control"]).toMatch(/^private/);
  });

  test("a member gets the visitors' stored copy of a page that is not personal, privately", async () => {
    // The stored copy while it is current (a stale one is rendered for a member, who may have made the change).
    const response = await cachedCopy("/deals", { Cookie: "next-auth.session-token=not-a-session; wb_signed_in=1" });
    expect(response.status).toBe(200);
    expect(response.headers["x-page-cache"]).toBe("hit");
    expect(scriptSources(response).some((source) => source.startsWith("'nonce-"))).toBe(false);
    // A shared cache in front keeps nothing asked with a session.
    expect(response.headers["cache-control"]).toMatch(/^private/);
    expect(Object.keys(response.headers).filter((name) => /^x-(middleware|nextjs)-/.test(name))).toEqual([]);
  });

  test("a member gets the visitors' stored card directory and Compass too (their own figures come from one request)", async () => {
    for (const path of ["/credit-cards", "/travel-points-compass"]) {
      const response = await cachedCopy(path, { Cookie: "next-auth.session-token=not-a-session; wb_signed_in=1" });
      expect(response.headers["x-page-cache"]).toBe("hit");
      expect(response.headers["cache-control"]).toMatch(/^private/);
      expect(scriptSources(response).some((source) => source.startsWith("'nonce-"))).toBe(false);
    }
  });

  test("a member's address naming their own data (a Compass result) is rendered for them, with a fresh nonce", async () => {
    const path = "/travel-points-compass?result=not-a-token";
    await cachedCopy(path);
    const response = await anonymousGet(path, { Cookie: "next-auth.session-token=not-a-session; wb_signed_in=1" });
    expect(response.status).toBe(200);
    expect(response.headers["x-page-cache"]).toBeUndefined();
    expect(response.headers["cache-control"]).toMatch(/^private/);
    expect(Object.keys(response.headers).filter((name) => /^x-(middleware|nextjs)-/.test(name))).toEqual([]);
    expect(scriptSources(response).some((source) => source.startsWith("'nonce-"))).toBe(true);
  });

  test("an unknown address gets the 404 screen of its language, stored after its first render", async () => {
    const path = `/fr/no-such-page-${Date.now().toString(36)}`;
    const hit = await cachedCopy(path);
    expect(hit.status).toBe(404);
    expect(hit.html).toContain('lang="fr"');
  });

  test("a cached page runs in the browser without breaking its policy, and hydrates at the first intent", async ({ page }) => {
    await cachedCopy(`/deals/${deal.id}`);
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener("securitypolicyviolation", (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
    });
    let served = "";
    page.on("response", (response) => {
      if (new URL(response.url()).pathname === `/deals/${deal.id}`) served = response.headers()["x-page-cache"] ?? "";
    });
    for (let attempt = 0; attempt < 10 && served !== "hit"; attempt++) {
      await page.context().clearCookies();
      await page.goto(`/deals/${deal.id}`);
    }
    expect(served).toBe("hit");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // Reaching for a control is the first intent.
    await page.locator("[data-theme-choice]").first().focus();
    await expect.poll(() => page.evaluate(() => document.documentElement.hasAttribute("data-hydrated")), { timeout: 15_000 }).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
  });
});
