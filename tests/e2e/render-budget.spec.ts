// The render budget per client (server/render-budget.ts): a client asking for page after page
// that no stored copy answers meets 429 with Retry-After and a short page in its language; stored
// copies never count. The suite's own address (127.0.0.1) is exempt (playwright.config.ts), so
// these requests come from another loopback address, as a separate client would.
import http from "node:http";
import { expect, test } from "@playwright/test";

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string };

function get(path: string, { from, headers = {} }: { from: string; headers?: Record<string, string> }): Promise<Answer> {
  const base = new URL(test.info().project.use.baseURL!);
  return new Promise((resolve, reject) => {
    const request = http.get({ host: "127.0.0.1", port: base.port, path, localAddress: from, headers: { host: base.host, ...headers } }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString("utf8") }));
    });
    request.on("error", reject);
  });
}

test.describe("render budget", () => {
  test("a client flooding new searches meets 429 with Retry-After and a page that links back, in its language", async () => {
    const from = "127.0.0.2";
    // The Spanish home page stored first (asked from the suite's exempt address, several at a time
    // so that each server process gets some).
    for (let i = 0; i < 4; i++) await Promise.all(Array.from({ length: 8 }, () => get("/es", { from: "127.0.0.1" })));
    let refused: Answer | null = null;
    let refusedAfterMs = 0;
    for (let i = 0; i < 80 && !refused; i++) {
      const started = Date.now();
      const answer = await get(`/es/search?q=playa&flood=${Date.now()}-${i}`, { from });
      if (answer.status === 429) {
        refused = answer;
        refusedAfterMs = Date.now() - started;
      } else expect(answer.status).toBe(200);
    }
    expect(refused).not.toBeNull();
    // A refusal waits a second before it is sent (RENDER_BUDGET_REFUSAL_DELAY_MS): a flood of them cannot take the server.
    expect(refusedAfterMs).toBeGreaterThanOrEqual(900);
    expect(Number(refused!.headers["retry-after"])).toBeGreaterThanOrEqual(1);
    expect(refused!.headers["content-type"]).toMatch(/^text\/html/);
    expect(refused!.body).toContain('lang="es"');
    expect(refused!.body).toContain("Demasiadas solicitudes");
    expect(refused!.body).toContain('href="/es"');
    // 'Try Again' asks the same address again, without JavaScript.
    expect(refused!.body).toContain('<form action="/es/search" method="get"><input type="hidden" name="q" value="playa"/>');
    expect(refused!.body).toContain(">Reintentar</button>");
    expect(refused!.body).not.toContain("<script");
    // What a stored copy answers is never refused, even to that client (a process without the copy
    // would have to render it, and may refuse, or render it: the refusal waited a second, in which
    // the budget refilled a little).
    const after = await Promise.all(Array.from({ length: 6 }, () => get("/es", { from })));
    expect(after.filter((answer) => answer.status === 200 && answer.headers["x-page-cache"] === "hit").length).toBeGreaterThan(0);
    expect(after.every((answer) => answer.status === 429 || answer.status === 200)).toBe(true);
    // Another client is unaffected.
    expect((await get(`/search?q=beach&other=${Date.now()}`, { from: "127.0.0.3" })).status).toBe(200);
    // The page is the app's status screen with the app's stylesheets (server/error-pages.tsx), which
    // its policy allows. (Checked last: the refused client's budget refills meanwhile.)
    expect(refused!.headers["content-security-policy"]).toContain("style-src 'self'");
    const stylesheets = [...refused!.body.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((match) => match[1]!);
    expect(stylesheets.length).toBeGreaterThan(0);
    for (const href of stylesheets) {
      const sheet = await get(href, { from });
      expect(sheet.status).toBe(200);
      expect(sheet.headers["content-type"]).toMatch(/^text\/css/);
    }
  });

  test("a user agent that claims to be Googlebot is not believed without its address verifying", async () => {
    const from = "127.0.0.4";
    const statuses: number[] = [];
    for (let i = 0; i < 80 && !statuses.includes(429); i++) {
      statuses.push((await get(`/search?q=lake&bot=${Date.now()}-${i}`, { from, headers: { "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" } })).status);
    }
    expect(statuses).toContain(429);
  });
});
