import pg from "pg";
import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { figureAtLeast } from "../../lib/format/figure";
import { footerGroups, headerMenus } from "../../lib/nav";
import { siteConfig, vacationRentalSearchUrl } from "../../lib/site-config";

const partnerPrefix = siteConfig.vacationRentalSearchTemplate.replace("{query}", "");

/** Answers the offline partner host's requests with an abort and records their URLs. */
async function capturePartnerRequests(context: BrowserContext): Promise<string[]> {
  const urls: string[] = [];
  await context.route(`${new URL(partnerPrefix).origin}/**`, (route) => {
    urls.push(route.request().url());
    return route.abort();
  });
  return urls;
}

async function expectPartnerSearch(context: BrowserContext, page: Page, urls: string[], click: () => Promise<void>, query: string) {
  const popupPromise = context.waitForEvent("page");
  await click();
  const popup = await popupPromise;
  const expected = vacationRentalSearchUrl(query);
  expect(expected.startsWith(partnerPrefix)).toBe(true);
  await expect.poll(() => urls.at(-1)).toBe(expected);
  expect(popup).not.toBe(page);
  await popup.close();
}

test.describe("home page", () => {
  test("renders every section in order with one h1", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("h1")).toHaveCount(1);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const ids = [
      "home-hero",
      "home-search",
      "home-points",
      "home-planner",
      "home-partners",
      "home-outdoors",
      "home-adventures",
      "home-ski",
      "home-cards",
      "home-premium",
      "home-app",
      "home-faq",
      "home-disclaimer",
    ];
    const found = await page.locator("main section[aria-labelledby]").evaluateAll((sections) =>
      sections.map((section) => section.getAttribute("aria-labelledby")),
    );
    expect(found).toEqual(ids);
    await expect(page.getByRole("heading", { name: "Plan Your Dream Trip" })).toBeVisible();
  });

  test("links each promo to its page", async ({ page }) => {
    await page.goto("/");
    const main = page.locator("main");
    await expect(main.getByRole("link", { name: "Itinerary Planner" })).toHaveAttribute("href", "/ai-trip-planner");
    const section = (id: string) => main.locator(`section[aria-labelledby="${id}"]`);
    await expect(section("home-points").locator('a[href="/travel-points-compass"]')).toHaveCount(1);
    await expect(section("home-planner").locator('a[href="/clean-trip-planner"]')).toHaveCount(1);
    await expect(section("home-outdoors").locator('a[href="/americas-outdoor-directory"]')).toHaveCount(1);
    await expect(section("home-ski").locator('a[href="/ski-resorts"]')).toHaveCount(1);
    await expect(section("home-cards").locator('a[href="/credit-cards"]')).toHaveCount(1);
    await expect(section("home-premium").locator('a[href="/subscription"]')).toHaveCount(1);
    await expect(section("home-premium")).toContainText("$1.99/month");
    await expect(section("home-app").locator('a[href="/coming-soon"]')).toHaveCount(1);

    const adventures = section("home-adventures");
    for (const [name, href] of [
      ["Find Adventure Tours", "/adventures/adventure-tours"],
      ["Explore Water Activities", "/adventures/water-activities"],
      ["Find Day Excursions", "/adventures/day-excursions"],
      ["View All Adventures", "/adventures/all"],
    ]) {
      await expect(adventures.getByRole("link", { name })).toHaveAttribute("href", href!);
    }
  });

  test("opens the hotel and flight affiliate cards in a new tab as sponsored links", async ({ page }) => {
    await page.goto("/");
    for (const href of [siteConfig.affiliateCards.hotels, siteConfig.affiliateCards.flights]) {
      const link = page.locator(`main a[href="${href}"]`);
      await expect(link).toHaveCount(1);
      await expect(link).toHaveAttribute("target", "_blank");
      const rel = (await link.getAttribute("rel")) ?? "";
      expect(rel.split(" ")).toEqual(expect.arrayContaining(["sponsored", "noopener"]));
    }
  });

  test("states the marketing numbers from the data", async ({ page }) => {
    await page.goto("/");
    const main = page.locator("main");
    const valuations = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await valuations.connect();
    // Cards: the directory's cards, rounded down ("35+ travel cards").
    const cards = (await valuations.query<{ n: number }>("SELECT count(*)::int AS n FROM travel_cards")).rows[0]!.n;
    await expect(main).toContainText(`compares ${figureAtLeast(cards)}+ travel cards`);
    // Adventures: the live adventure activities, rounded down ("1,200+ activities").
    const adventures = (
      await valuations.query<{ n: number }>("SELECT count(*)::int AS n FROM deals WHERE kind = 'activity' AND adventure_category IS NOT NULL AND status = 'live' AND valid_until >= now()")
    ).rows[0]!.n;
    expect(adventures).toBeGreaterThanOrEqual(1000);
    await expect(main).toContainText(`${figureAtLeast(adventures).toLocaleString("en-US")}+ activities`);
    // Destinations: the planner's search covers our destinations, the cities and the countries;
    // the figure ("124K+") never exceeds them.
    const places = (await valuations.query<{ n: number }>("SELECT (SELECT count(*) FROM cities) + (SELECT count(*) FROM destinations) + 250 AS n")).rows[0]!.n;
    const claim = /Covers (\d+)K\+ destinations/.exec((await main.textContent()) ?? "");
    expect(claim).not.toBeNull();
    expect(Number(claim![1]) * 1000).toBeLessThanOrEqual(Number(places));
    expect(Number(claim![1])).toBeGreaterThanOrEqual(100);
    // The Compass's three figures are the best current valuation of each kind of program in its data.
    const best = await valuations.query<{ kind: string; cents: number }>(
      "SELECT p.kind::text AS kind, max(l.cents_per_point)::float8 AS cents FROM loyalty_programs p JOIN (SELECT DISTINCT ON (program_id) program_id, cents_per_point FROM points_valuations ORDER BY program_id, month DESC) l ON l.program_id = p.id GROUP BY p.kind",
    );
    await valuations.end();
    const cents = (kind: string) => best.rows.find((row) => row.kind === kind)!.cents.toFixed(2);
    for (const text of [`${cents("bank")} cents per credit card point`, `${cents("airline")} cents per airline mile`, `${cents("hotel")} cents per hotel point`]) {
      await expect(main).toContainText(text);
    }

    // The outdoor figures are the directory's rows, counted in the database.
    const outdoors = main.locator('section[aria-labelledby="home-outdoors"]');
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    const { rows } = await client.query<{ kind: string; count: number }>("SELECT kind::text AS kind, count(*)::int AS count FROM outdoor_places GROUP BY kind");
    await client.end();
    const count = (kind: string) => String(rows.find((row) => row.kind === kind)?.count);
    expect(count("park")).toBe("63");
    for (const [kind, label] of [
      ["park", "National Parks"],
      ["forest", "National Forests"],
      ["monument", "Monuments"],
      ["trail", "Trails"],
      ["campground", "Campgrounds"],
      ["grassland", "Grasslands"],
    ] as const) {
      await expect(outdoors.locator("li", { hasText: label })).toContainText(count(kind));
    }
    // The ski figures are the directory's resorts per region, rounded down ("55+").
    const ski = main.locator('section[aria-labelledby="home-ski"]');
    const resorts = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await resorts.connect();
    const perRegion = (await resorts.query<{ region: string; count: number }>("SELECT region::text AS region, count(*)::int AS count FROM ski_resorts GROUP BY region")).rows;
    await resorts.end();
    const total = perRegion.reduce((sum, row) => sum + row.count, 0);
    expect(total).toBeGreaterThanOrEqual(100);
    await expect(ski).toContainText(`Compare ${figureAtLeast(total)}+ ski destinations`);
    for (const [region, label, minimum] of [
      ["north-america", "North America", 40],
      ["europe", "Europe", 35],
      ["asia", "Asia", 12],
      ["southern-hemisphere", "Southern Hemisphere", 8],
    ] as const) {
      const resortsInRegion = perRegion.find((row) => row.region === region)?.count ?? 0;
      expect(resortsInRegion).toBeGreaterThanOrEqual(minimum);
      await expect(ski.locator("li", { hasText: label })).toContainText(`${figureAtLeast(resortsInRegion)}+`);
    }
  });

  test("offers guests 1 to 10, 12, 14, 16 and 20 with 2 selected", async ({ page }) => {
    await page.goto("/");
    const guests = page.getByLabel("Guests");
    await expect(guests).toHaveValue("2");
    const values = await guests.locator("option").evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
    expect(values).toEqual(["1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "12", "14", "16", "20"]);
  });

  test("the dates field is read-only and only announces a date picker", async ({ page }) => {
    await page.goto("/");
    const dates = page.getByLabel("Dates");
    await expect(dates).toHaveAttribute("readonly", "");
    const messages: string[] = [];
    page.on("dialog", (dialog) => {
      messages.push(dialog.message());
      void dialog.accept();
    });
    await dates.click();
    await expect.poll(() => messages.length).toBe(1);
    expect(messages[0]).toContain("date picker would open");
    await dates.focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => messages.length).toBe(2);
    await expect(dates).toHaveValue("");
  });

  test("Search opens the partner search with the typed query in a new tab", async ({ context, page }) => {
    const urls = await capturePartnerRequests(context);
    await page.goto("/");
    await page.getByLabel("Where to?").fill("Lisbon, Portugal");
    await expectPartnerSearch(context, page, urls, () => page.getByRole("button", { name: "Search (opens in a new tab)", exact: true }).click(), "Lisbon, Portugal");
  });

  test("Search with an empty destination still opens the partner search", async ({ context, page }) => {
    const urls = await capturePartnerRequests(context);
    await page.goto("/");
    await expectPartnerSearch(context, page, urls, () => page.getByRole("button", { name: "Search (opens in a new tab)", exact: true }).click(), "");
  });

  test("popular destination buttons open the partner search for that place", async ({ context, page }) => {
    const urls = await capturePartnerRequests(context);
    await page.goto("/");
    for (const name of ["Miami", "Orlando", "Las Vegas", "Maui", "Smoky Mountains"]) {
      await expect(page.getByRole("button", { name: new RegExp(name) })).toBeVisible();
    }
    await expectPartnerSearch(context, page, urls, () => page.getByRole("button", { name: /Smoky Mountains/ }).click(), "Smoky Mountains");
  });

  test("FAQ answers expand without JavaScript and match the FAQPage JSON-LD", async ({ page }) => {
    await page.goto("/");
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    type Question = { "@type": string; name: string; acceptedAnswer: { "@type": string; text: string } };
    type Schema = {
      "@type": string;
      mainEntity?: Question[];
      potentialAction?: { "@type": string; target: string; "query-input": string };
      itemListElement?: { name: string; item: string }[];
    };
    const data = blocks.map((block) => JSON.parse(block) as Schema);
    const byType = (type: string) => data.find((item) => item["@type"] === type);

    const questions = byType("FAQPage")?.mainEntity ?? [];
    expect(questions.length).toBeGreaterThanOrEqual(5);
    const [question] = questions;
    if (!question) throw new Error("no FAQ items");
    expect(question["@type"]).toBe("Question");
    expect(question.acceptedAnswer["@type"]).toBe("Answer");

    const action = byType("WebSite")?.potentialAction;
    expect(action?.["@type"]).toBe("SearchAction");
    expect(action?.target).toMatch(/\/search\?q=\{search_term_string\}$/);
    expect(action?.["query-input"]).toBe("required name=search_term_string");

    expect(byType("BreadcrumbList")?.itemListElement?.[0]?.name).toBe("Home");

    const first = page.locator("main details").first();
    const answer = first.getByText(question.acceptedAnswer.text);
    await expect(first.locator("summary")).toContainText(question.name);
    await expect(answer).toBeHidden();
    await first.locator("summary").click();
    await expect(answer).toBeVisible();
  });

  test("ships the long legal disclaimer", async ({ page }) => {
    await page.goto("/");
    const disclaimer = page.locator('section[aria-labelledby="home-disclaimer"]');
    await expect(disclaimer).toContainText("commission");
    await expect(disclaimer).toContainText("trademarks");
    await expect(disclaimer).toContainText("Prices");
  });

  test("the rendered HTML links every header and footer item of the navigation", async ({ request }) => {
    const html = await (await request.get("/")).text();
    const hrefs = new Set([...headerMenus, ...footerGroups].flatMap((group) => group.items.map((item) => item.href)));
    const missing = [...hrefs].filter((href) => !html.includes(`href="${href}"`));
    expect(missing).toEqual([]);
  });

  test("a file-like path at the locale segment answers 404, not a metadata error", async ({ request }) => {
    expect((await request.get("/favicon.ico")).status()).toBe(404);
  });
});
