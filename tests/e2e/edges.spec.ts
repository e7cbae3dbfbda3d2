import http from "node:http";
import net from "node:net";
import { expect, test } from "@playwright/test";
import { liveContent } from "../support/live-content";
import { locales } from "../../lib/i18n/locales";
import { isLanded, routes } from "../../lib/routes";
import { SOCKET_ADDRESS_HEADER } from "../../lib/server-edge";

// How the landed pages answer a visitor, a crawler and an attacker at their edges: statuses,
// what the HTML holds before any script runs, and the methods and paths no route serves.

const CHAT_APP = "WhatsApp/2.24.6.77 A";
const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36";
const port = Number(process.env.E2E_PORT || 3100);

async function liveDealId(): Promise<number> {
  return (await liveContent()).dealId;
}

/** The 404 screen must be in the HTML itself: Next's empty error shell draws it only with JavaScript. */
function expectNotFoundScreen(html: string, title = "404 Page Not Found") {
  expect(html).not.toContain("__next_error__");
  expect(html).toContain(title);
  expect(html).toMatch(/<meta name="robots" content="noindex/);
}

test.describe("not found", () => {
  test("an unknown path answers 404 with the screen and its own title in the HTML, in every locale", async ({ request }) => {
    for (const locale of locales) {
      const path = locale === "en" ? "/no-such-page" : `/${locale}/no-such-page`;
      const response = await request.get(path, { headers: { "user-agent": CHROME } });
      expect(response.status(), path).toBe(404);
      const html = await response.text();
      expect(html, path).toContain(`<html lang="${locale}"`);
      expect(html, path).toContain('data-site-header=""');
      expectNotFoundScreen(html, locale === "en" ? "404 Page Not Found" : "404");
      expect(html.match(/<title>([^<]*)<\/title>/)?.[1], path).not.toMatch(/^Wander Bold – /);
    }
    const english = await (await request.get("/no-such-page")).text();
    expect(english).toContain("<title>Page not found | Wander Bold</title>");
    expect(english).toContain("Did you forget to add the page to the router?");
  });

  test("every dynamic route of the registry answers a missing id with 404 and the screen", async ({ request }) => {
    const dynamic = routes.filter((route) => route.dynamic && isLanded(route) && !route.auth && !route.demo);
    expect(dynamic.map((route) => route.path)).toEqual(expect.arrayContaining(["/deals", "/travel-news", "/destinations"]));
    for (const route of dynamic) {
      for (const missing of ["99999999", "no-such-item-404"]) {
        const path = `${route.path}/${missing}`;
        const response = await request.get(path, { headers: { "user-agent": CHROME } });
        expect(response.status(), path).toBe(404);
        expectNotFoundScreen(await response.text());
      }
    }
  });

  test("the 404 page's own address is no soft 404 either", async ({ request }) => {
    expect((await request.get("/page-not-found")).status()).toBe(404);
    expect((await request.get("/fr/page-not-found")).status()).toBe(404);
  });

  test("malformed percent-encoding shows the 404 screen on pages and answers the API with 400", async ({ request }) => {
    for (const path of ["/%FF", "/go/%C3%28", "/deals/%FF", "/uploads/%FF", "/_next/static/%FF"]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      if (!path.startsWith("/_next/")) expectNotFoundScreen(await response.text());
    }
    const api = await request.patch("/api/price-alerts/1%", { data: {} });
    expect(api.status()).toBe(400);
    expect(await api.json()).toEqual({ message: "Malformed URL path", code: "bad_request" });
    const nul = await request.get("/api/admin/users/by-email/%00");
    expect(nul.status()).toBe(400);
  });
});

test.describe("deal pages", () => {
  test("carry their title, description and Open Graph tags in the head for every client", async ({ request }) => {
    const id = await liveDealId();
    for (const agent of [CHROME, CHAT_APP]) {
      const html = await (await request.get(`/deals/${id}`, { headers: { "user-agent": agent } })).text();
      const head = html.slice(0, html.indexOf("</head>"));
      expect(head, agent).toMatch(/<meta name="description" content="[^"]{20,}"/);
      expect(head, agent).toMatch(/<meta property="og:title" content="[^"]+"/);
      expect(head, agent).toMatch(/<meta property="og:image" content="[^"]+"/);
      expect(head, agent).toMatch(/<title>[^<]+\| Wander Bold<\/title>/);
    }
  });
});

test.describe("methods", () => {
  test("TRACE answers 405 with Allow on pages and the API, before Next", async ({ request }) => {
    for (const path of ["/", "/deals", "/api/user"]) {
      const response = await request.fetch(path, { method: "TRACE" });
      expect(response.status(), path).toBe(405);
      expect(response.headers()["allow"], path).toBeTruthy();
    }
  });

  test("PUT, DELETE and PATCH on pages answer 405 with Allow: GET, HEAD", async ({ request }) => {
    for (const path of ["/", "/deals"]) {
      for (const method of ["PUT", "DELETE", "PATCH"]) {
        const response = await request.fetch(path, { method });
        expect(response.status(), `${method} ${path}`).toBe(405);
        expect(response.headers()["allow"]).toBe("GET, HEAD");
      }
    }
  });

  test("TRACK and CONNECT, which Node's parser handles itself, also answer 405", async () => {
    for (const line of ["TRACK / HTTP/1.1", "CONNECT localhost:443 HTTP/1.1"]) {
      const answer = await new Promise<string>((resolve, reject) => {
        const socket = net.connect(port, "127.0.0.1", () => socket.write(`${line}\r\nHost: localhost:${port}\r\n\r\n`));
        let data = "";
        socket.on("data", (chunk) => (data += chunk));
        socket.on("end", () => resolve(data));
        socket.on("error", reject);
        socket.setTimeout(5000, () => socket.destroy(new Error("timed out")));
      });
      expect(answer, line).toMatch(/^HTTP\/1\.1 405 /);
      expect(answer, line).toMatch(/\r\nAllow: /);
    }
  });
});

test.describe("behind another front", () => {
  test("a front that says the visitor came over https (X-Forwarded-Proto) gets the pages, not a 500", async ({ request }) => {
    // An earlier Next built its proxy's rewrites with the forwarded protocol and answered 500 here
    // (docs/operations-front.md); the reference front sends the header. Renders, not stored copies.
    // The addresses without a language prefix first: a prefixed page sets the locale cookie, and the
    // unprefixed ones then redirect to that language.
    for (const path of ["/deals", "/hotels", "/es/deals", "/fr"].map((path) => `${path}?front=${Date.now()}`)) {
      const response = await request.get(path, { headers: { "x-forwarded-proto": "https" }, maxRedirects: 0 });
      expect(response.status(), path).toBe(200);
      expect(await response.text(), path).toContain("</html>");
    }
    // An address without a language prefix goes to the language its cookie chose.
    const spanish = await request.get(`/deals?via=front-${Date.now()}`, { headers: { "x-forwarded-proto": "https", "accept-language": "es", cookie: "NEXT_LOCALE=fr" } });
    expect(spanish.status()).toBe(200);
    expect(await spanish.text()).toContain('<html lang="fr"');
  });
});

test.describe("landed pages", () => {
  test("a NUL byte in the login identifier answers 400 with a clear message", async ({ request }) => {
    const response = await request.post("/api/login", { data: { identifier: "admin\u0000", password: "whatever1" } });
    expect(response.status()).toBe(400);
    expect(await response.json()).toEqual({ message: "Text must not contain control characters or invalid Unicode", code: "bad_request" });
    const search = await request.get("/search?q=rome%00beach");
    expect(search.status()).toBe(200);
  });

  test("/checkout-success shows a signed-out visitor the result and a way to sign in", async ({ page }) => {
    await page.goto("/checkout-success?session_id=cs_test_expired_session_123");
    await expect(page).toHaveURL(/\/subscription\/success\?session_id=cs_test_expired_session_123/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Confirming your payment");
    await expect(page.getByText("Sign in to see your subscription.")).toBeVisible();
    const signIn = page.getByRole("main").getByRole("link", { name: "Sign In" });
    await expect(signIn).toHaveAttribute("href", `/auth?redirect=${encodeURIComponent("/subscription/success?session_id=cs_test_expired_session_123")}`);
  });

  test("/subscription has the Home breadcrumb, visible and as BreadcrumbList JSON-LD", async ({ page }) => {
    await page.goto("/subscription");
    const trail = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(trail.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    await expect(trail.getByText("Premium")).toHaveAttribute("aria-current", "page");
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(jsonLd.some((text) => text.includes('"BreadcrumbList"'))).toBe(true);
  });
});

test.describe("the client address of the per-address rate limits", () => {
  // The server runs without TRUST_PROXY here. Each test connects from its own loopback addresses
  // (all of 127.0.0.0/8 reaches this machine), fresh on every run, so no earlier run shares a bucket.
  const loopback = () => `127.${1 + Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 250)}`;
  const RESEND_ADDRESS_POINTS = 20; // lib/rate-limit: resendAddress, 20 an hour

  /** POST /api/resend-verification from `localAddress`, each time for another unknown e-mail (so only the address budget counts). */
  function resend(localAddress: string, headers: Record<string, string> = {}): Promise<{ status: number; body: { code?: string } }> {
    const body = JSON.stringify({ email: `nobody-${Math.random().toString(36).slice(2)}@example.com` });
    return new Promise((resolve, reject) => {
      const req = http.request(
        { host: "127.0.0.1", port, path: "/api/resend-verification", method: "POST", localAddress, headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body), ...headers } },
        (res) => {
          let text = "";
          res.on("data", (chunk) => (text += chunk));
          res.on("end", () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) as { code?: string } }));
        },
      );
      req.on("error", reject);
      req.end(body);
    });
  }

  test("two client addresses get separate buckets: one exhausted, the other still answered", async () => {
    const [first, second] = [loopback(), loopback()];
    for (let i = 0; i < RESEND_ADDRESS_POINTS; i += 1) expect((await resend(first)).status).toBe(200);
    expect(await resend(first)).toEqual({ status: 429, body: expect.objectContaining({ code: "rate_limited" }) });
    expect((await resend(second)).status).toBe(200);
  });

  test("a client cannot pick its bucket with a forged address header or X-Forwarded-For", async () => {
    const address = loopback();
    for (let i = 0; i < RESEND_ADDRESS_POINTS; i += 1) {
      const forged = { [SOCKET_ADDRESS_HEADER]: loopback(), "x-forwarded-for": loopback() };
      expect((await resend(address, forged)).status).toBe(200);
    }
    const forged = { [SOCKET_ADDRESS_HEADER]: loopback(), "x-forwarded-for": loopback() };
    expect(await resend(address, forged)).toEqual({ status: 429, body: expect.objectContaining({ code: "rate_limited" }) });
  });
});
