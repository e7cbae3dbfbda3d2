import { expect, test } from "@playwright/test";

test.describe("site shell", () => {
  test("the header gains a shadow and border after 10 px of scroll", async ({ page }) => {
    await page.goto("/legal");
    const header = page.locator("header").first();
    await expect(header).toHaveAttribute("data-scrolled", "false");
    const look = () => header.evaluate((element) => getComputedStyle(element).boxShadow + getComputedStyle(element).borderBottomColor);
    const flat = await look();
    await page.evaluate(() => window.scrollTo(0, 11));
    await expect(header).toHaveAttribute("data-scrolled", "true");
    await expect.poll(look).not.toBe(flat);
    await page.evaluate(() => window.scrollTo(0, 5));
    await expect(header).toHaveAttribute("data-scrolled", "false");
    await expect.poll(look).toBe(flat);
  });

  test("menus open on hover and by keyboard, with New badges on highlighted items", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main navigation" });
    const menu = (name: string) => nav.locator("details", { has: page.locator("summary", { hasText: name }) });
    await menu("Activities").locator("summary").hover();
    const skiLink = nav.getByRole("link", { name: /Ski Resorts/ });
    await expect(skiLink).toBeVisible();
    await expect(skiLink).toContainText("New");
    await expect(skiLink).toHaveAccessibleName("Ski Resorts New");
    await expect(nav.getByRole("link", { name: "Boat Charters" })).not.toContainText("New");

    await page.mouse.move(0, 600);
    await expect(skiLink).toBeHidden();
    const tools = menu("Tools");
    await tools.locator("summary").focus();
    await page.keyboard.press("Enter");
    await expect(tools).toHaveJSProperty("open", true);
    await expect(nav.getByRole("link", { name: /Travel Points Compass/ })).toBeVisible();
    await page.keyboard.press("ArrowDown");
    await expect(tools.getByRole("link").first()).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(tools).toHaveJSProperty("open", false);
    await expect(tools.locator("summary")).toBeFocused();
  });

  test("the header's menus and panel open at the first tap, without JavaScript", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/deals");
    const nav = page.getByRole("navigation", { name: "Main navigation" });
    await nav.locator("summary", { hasText: "Tools" }).click();
    await expect(nav.getByRole("link", { name: /Travel Points Compass/ })).toBeVisible();
    await page.locator("header [data-currency-picker]").click();
    await expect(page.getByRole("group", { name: "Select a currency" })).toBeVisible();
    // One menu open at a time.
    await expect(nav.getByRole("link", { name: /Travel Points Compass/ })).toBeHidden();

    await page.setViewportSize({ width: 360, height: 740 });
    await page.getByRole("button", { name: "Open menu" }).click();
    const panel = page.getByTestId("mobile-nav-panel");
    await expect(panel).toBeVisible();
    await panel.getByRole("button", { name: "Close menu" }).click();
    await expect(panel).toBeHidden();
    await context.close();
  });

  test("marks menu items active when the path equals their link or starts with it and a slash", async ({ page }) => {
    await page.goto("/bargain-destinations/beach");
    const nav = page.getByRole("navigation", { name: "Main navigation" });
    await nav.locator("summary", { hasText: "Bargain Destinations" }).hover();
    await expect(nav.getByRole("link", { name: "Beach Getaways" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "All Bargain Destinations" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Urban Escapes" })).not.toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Seasonal Deals" })).not.toHaveAttribute("aria-current", "page");
  });

  test("the mobile panel is 85% wide up to 320 px and closes when a link is chosen", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    const panel = page.getByTestId("mobile-nav-panel");
    await expect(panel).toBeVisible();
    // Measure once the slide-in animation has finished.
    await panel.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)));
    const box = await panel.boundingBox();
    expect(box?.width).toBeCloseTo(306, 0);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeCloseTo(360, 0);
    await panel.getByRole("link", { name: "Privacy Policy" }).or(panel.getByRole("link", { name: "Travel News" })).first().click();
    await expect(panel).toBeHidden();

    await page.setViewportSize({ width: 800, height: 900 });
    await page.goto("/legal");
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByTestId("mobile-nav-panel")).toBeVisible();
    await page.getByTestId("mobile-nav-panel").evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)));
    const wide = await page.getByTestId("mobile-nav-panel").boundingBox();
    expect(wide?.width).toBe(320);
    await page.keyboard.press("Escape");
    await expect(page.getByTestId("mobile-nav-panel")).toBeHidden();
  });

  test("the mobile menu opens from the keyboard and Escape returns focus to its button", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto("/");
    const button = page.getByRole("button", { name: "Open menu" });
    await button.focus();
    await page.keyboard.press("Enter");
    const panel = page.getByTestId("mobile-nav-panel");
    await expect(panel).toBeVisible();
    await expect(panel.getByRole("button", { name: "Close menu" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(button).toBeFocused();
  });

  test("the scroll-to-top button appears past 400 px and scrolls back up", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 500 });
    await page.goto("/");
    // Hidden from assistive technology until it appears, so find it by its label attribute first.
    const button = page.locator('button[aria-label="Scroll to top"]');
    await expect(button).toHaveCSS("opacity", "0");
    await page.evaluate(() => window.scrollTo(0, 399));
    await page.waitForTimeout(300);
    await expect(button).toHaveCSS("opacity", "0");
    await page.evaluate(() => window.scrollTo(0, 900));
    await expect(button).toHaveCSS("opacity", "1");
    const box = await button.boundingBox();
    expect(1280 - ((box?.x ?? 0) + (box?.width ?? 0))).toBeCloseTo(20, 0);
    await expect(page.getByRole("button", { name: "Scroll to top" })).toBeVisible();
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("a route change starts the new page at the top", async ({ page }) => {
    await page.goto("/");
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(400);
    await page.locator("footer").getByRole("link", { name: "Legal", exact: true }).click();
    await expect(page).toHaveURL(/\/legal$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("the theme choice persists across reloads without a flash", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "light" });
    await page.goto("/");
    const toggle = page.getByRole("button", { name: /Change theme/ });
    await expect(toggle).toHaveAttribute("data-theme-choice", "system");
    await toggle.click();
    await expect(toggle).toHaveAttribute("data-theme-choice", "light");
    await toggle.click();
    await expect(toggle).toHaveAttribute("data-theme-choice", "dark");
    await expect(page.locator("html")).toHaveClass(/dark/);
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");

    // The class is set by the head script before any bundle runs: check the first paint.
    await page.route("**/_next/static/chunks/**", (route) => route.abort());
    await page.reload();
    await expect(page.locator("html")).toHaveClass(/dark/);
  });

  test("an unknown path shows the 404 screen with status 404", async ({ page }) => {
    const response = await page.goto("/no/such/page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
    await expect(page.getByText("Did you forget to add the page to the router?")).toBeVisible();
  });

  test("a render failure shows the fallback screen with Refresh Page and Go Home", async ({ page }) => {
    await page.goto("/render-failure-test");
    await expect(page.getByRole("heading", { name: "Something went wrong" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Refresh Page" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Go Home" })).toHaveAttribute("href", "/");
    await page.getByRole("link", { name: "Go Home" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("aliases answer permanent redirects to their canonical page", async ({ request }) => {
    for (const [from, to] of <const>[
      ["/ski-resorts", "/skiing"],
      ["/disclaimer", "/legal#earnings"],
      ["/gdpr", "/legal#gdpr"],
      ["/cookie-policy", "/legal#cookies"],
      ["/es/terms-of-service", "/es/terms"],
    ]) {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status(), from).toBe(308);
      const location = new URL(response.headers()["location"] ?? "", "http://localhost");
      expect(location.pathname + location.hash).toBe(to);
    }
  });

  test("signed-out visitors are sent to /auth with the path as redirect", async ({ request }) => {
    const response = await request.get("/dashboard", { maxRedirects: 0 });
    expect(response.status()).toBe(307);
    expect(response.headers()["location"]).toContain("/auth?redirect=%2Fdashboard");
  });

  test("every response carries the security headers and no X-Powered-By", async ({ request }) => {
    const response = await request.get("/");
    const headers = response.headers();
    expect(headers["x-powered-by"]).toBeUndefined();
    expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  });

  test("pages paint their content at once, never the loading spinner", async ({ page }) => {
    await page.addInitScript(() => {
      const seen = window as unknown as { sawSpinner: boolean };
      seen.sawSpinner = false;
      new MutationObserver(() => {
        const spinner = [...document.querySelectorAll('[role="status"]')].find((node) => node.textContent?.includes("Loading..."));
        if (spinner && spinner.getBoundingClientRect().height > 0) seen.sawSpinner = true;
      }).observe(document, { childList: true, subtree: true, attributes: true });
    });
    for (const path of ["/", "/legal", "/privacy", "/deals", "/travel-news", "/search?q=rome"]) {
      await page.goto(path);
      await expect(page.locator("h1").first()).toBeVisible();
      expect(await page.evaluate(() => (window as unknown as { sawSpinner: boolean }).sawSpinner), path).toBe(false);
    }
  });

  test("a data page's first bytes already hold its content: no loading boundary streams it in later", async ({ request }) => {
    const html = await (await request.get("/deals")).text();
    expect(html).not.toContain('<div hidden id="S:');
    expect(html.indexOf("<h1")).toBeGreaterThan(0);
  });

  test("a client-side move that waits for the server shows 'Loading...' until the page arrives", async ({ page }) => {
    await page.goto("/travel-news");
    // The listing hydrates at the first intent (deferred hydration): reaching for a control is one.
    await page.locator("[data-theme-choice]").first().focus();
    await page.waitForFunction(() => document.documentElement.hasAttribute("data-hydrated"));
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/deals?*", async (route) => {
      if (route.request().headers()["rsc"]) await held;
      await route.continue();
    });
    await page.route("**/deals", async (route) => {
      if (route.request().headers()["rsc"]) await held;
      await route.continue();
    });
    await page.locator('footer a[href="/deals"], main a[href="/deals"], header a[href="/deals"]').first().dispatchEvent("click");
    await expect(page.getByRole("status").filter({ hasText: "Loading..." })).toBeVisible();
    release();
    await expect(page).toHaveURL(/\/deals$/, { timeout: 20_000 });
    await expect(page.getByRole("status").filter({ hasText: "Loading..." })).toBeHidden();
  });

  test("no page breaks its own Content-Security-Policy, prerendered or rendered per request", async ({ page }) => {
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener("securitypolicyviolation", (event) => seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}`));
    });
    const violations = () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
    // Prerendered (hashes): /, /legal, /subscription, /es. Per request (nonce): the rest, the 404
    // included. /es comes last: it keeps Spanish for the later bare paths.
    for (const path of ["/", "/legal", "/subscription", "/auth", "/premium", "/forgot-password", "/deals", "/search?q=rome", "/travel-news", "/no-such-page", "/es"]) {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      // The forms validate with zod on the client: typing and submitting exercises it.
      if (path === "/auth") await page.getByRole("button", { name: "Sign In", exact: true }).last().click();
      expect(await violations(), path).toEqual([]);
    }
    // A menu (HTML) opens, and its link moves to the next page.
    await page.context().clearCookies();
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main navigation" });
    await page.mouse.move(0, 600);
    await nav.locator("summary", { hasText: /^Deals$/ }).focus();
    await page.keyboard.press("Enter");
    await nav.getByRole("link", { name: "All Deals" }).click();
    await expect(page).toHaveURL(/\/deals$/);
    await page.waitForLoadState("networkidle");
    expect(await violations()).toEqual([]);
  });

  test("pages let only their own inline scripts run: by hash when prerendered or stored, by a fresh nonce when rendered for a visitor", async ({ page, request }) => {
    const scriptSources = async (path: string, headers: Record<string, string> = {}) => {
      const response = await request.get(path, { headers });
      const policy = response.headers()["content-security-policy"] ?? "";
      const scriptSrc = policy.split("; ").find((directive) => directive.startsWith("script-src ")) ?? "";
      return { sources: scriptSrc.split(" ").slice(1), html: await response.text() };
    };
    const home = await scriptSources("/");
    expect(home.sources).not.toContain("'unsafe-inline'");
    expect(home.sources.some((source) => source.startsWith("'sha256-"))).toBe(true);
    expect(home.sources.some((source) => source.startsWith("'nonce-"))).toBe(false);

    // Rendered for a session (anonymous visitors get the page cache's copy, allowed by hash:
    // page-cache.spec.ts).
    const session = { cookie: "next-auth.session-token=not-a-session" };
    const first = await scriptSources("/deals", session);
    const second = await scriptSources("/deals", session);
    expect(first.sources).not.toContain("'unsafe-inline'");
    const nonceOf = (sources: string[]) => sources.find((source) => source.startsWith("'nonce-"))?.slice(7, -1);
    const nonce = nonceOf(first.sources);
    expect(nonce).toBeTruthy();
    expect(nonceOf(second.sources)).not.toBe(nonce);
    // Next puts the request's nonce on the scripts it renders.
    expect(first.html).toContain(`nonce="${nonce}"`);

    // An injected inline script is refused on both kinds of page.
    for (const path of ["/", "/deals"]) {
      await page.goto(path);
      const ran = await page.evaluate(async () => {
        const refused = new Promise<string>((resolve) => document.addEventListener("securitypolicyviolation", (event) => resolve(event.violatedDirective), { once: true }));
        const script = document.createElement("script");
        script.textContent = "window.injected = true";
        document.body.append(script);
        return { directive: await refused, injected: (window as unknown as { injected?: boolean }).injected ?? false };
      });
      expect(ran, path).toEqual({ directive: "script-src-elem", injected: false });
    }
  });
});

test.describe("site shell, signed in", () => {
  test("the mobile panel offers the dashboard instead of Sign In once signed in", async ({ page }) => {
    const stamp = Date.now().toString(36);
    await page.goto("/auth");
    await page.getByRole("tab", { name: "Create Account" }).click();
    await page.getByLabel("Username", { exact: true }).fill(`mobile${stamp}`);
    await page.getByLabel("Email", { exact: true }).fill(`mobile${stamp}@example.com`);
    await page.getByLabel("Password", { exact: true }).fill("mobile password 1");
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByRole("heading", { name: "Verify your email" })).toBeVisible();
    // Registration signs nobody in (it answers alike for new and known e-mails): sign in.
    await page.getByRole("button", { name: "Sign In", exact: true }).last().click();
    await page.getByLabel("Username or email").fill(`mobile${stamp}`);
    await page.getByLabel("Password", { exact: true }).fill("mobile password 1");
    await page.getByRole("button", { name: "Sign In", exact: true }).last().click();
    await expect(page).toHaveURL(/\/$/);

    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto("/");
    await expect(page.getByRole("button", { name: /Hello, mobile/ })).toBeVisible();
    await page.getByRole("button", { name: "Open menu" }).click();
    const panel = page.getByTestId("mobile-nav-panel");
    await expect(panel.getByRole("link", { name: "Dashboard" })).toHaveAttribute("href", "/dashboard");
    await expect(panel.getByRole("link", { name: "Sign In / Register" })).toHaveCount(0);
    await expect(panel.getByRole("button", { name: /Change theme/ })).toBeVisible();
  });
});
