import fs from "node:fs";
import path from "node:path";
import { familyExamples, pageFamily, pageTags, REFERENCE_TABLES, UNSHOWN_TABLES } from "./page-families";

describe("pageFamily", () => {
  it.each([
    ["/", 60, false],
    ["/de/privacy", 60, true],
    ["/deals/931", 10, true],
    ["/fr/bargain-destinations/beach", 10, true],
    ["/search", 1, true],
    ["/travel-news/flexible-dates-beat-flash-sales", 10, true],
    ["/adventures/water-activities", 10, true],
    ["/events", 5, true],
    ["/national-parks/yosemite", 30, true],
    ["/national-forests-map", 30, true],
    ["/ja/skiing/niseko-united", 1, true],
    ["/skiing", 30, true],
    ["/europe-ski-resorts", 30, true],
    ["/subscription", 30, true],
    ["/credit-cards", 30, true],
    ["/fr/travel-points-compass", 30, true],
    ["/budget-calculator", 30, true],
    ["/cultural-etiquette/japan", 30, true],
    ["/getting-around", 30, true],
    ["/trip-planner", 30, true],
    ["/image-analysis", 30, true],
    ["/sample-offers", 30, true],
  ])("gives %s a copy of %i minutes, deferred: %s", (path, minutes, defers) => {
    expect(pageFamily(path)).toMatchObject({ maxAgeMs: minutes * 60_000, defers });
  });

  it.each(["/national-parks-map", "/national-trails/appalachian-trail", "/auth", "/dashboard", "/itinerary-view/abc", "/deals/931/extra", "/search/x", "/legal/extra", "/api/health"])("has no family for %s", (path) => {
    expect(pageFamily(path)).toBeNull();
  });
});

describe("pageTags", () => {
  it("tags one deal's page with that deal, not with every deal", () => {
    expect(pageTags("/fr/deals/931")).toEqual(expect.arrayContaining(["deals:931", "partners", "destinations"]));
    expect(pageTags("/deals/931")).not.toContain("deals");
  });

  it("tags the lists, searches and directories with the deals and the reference data", () => {
    for (const path of ["/deals", "/hotels", "/search", "/destinations/paris", "/national-parks/yosemite", "/skiing/niseko-united", "/events"]) {
      expect(pageTags(path)).toEqual(expect.arrayContaining(["deals", "destinations", "authors"]));
    }
  });

  it("tags no page with account data: a sign-up or a saved deal revalidates nothing", () => {
    for (const path of ["/", "/deals", "/deals/1", "/travel-news/a", "/subscription"]) {
      for (const table of ["users", "sessions", "favorites", "price_alerts", "itineraries", "subscriptions"]) expect(pageTags(path)).not.toContain(table);
    }
  });

  it("tags nothing on pages built once (home, legal) or outside the families", () => {
    expect(pageTags("/")).toEqual([]);
    expect(pageTags("/es/terms")).toEqual([]);
    expect(pageTags("/dashboard")).toEqual([]);
  });

  // Every table a migration notifies about must be a tag of some page, or known to be shown by none:
  // a public table added without a tag would leave its pages stale until their max age.
  it("covers every table the database notifies about", () => {
    const migrations = path.join(__dirname, "..", "prisma", "migrations");
    const notified = new Set<string>();
    for (const folder of fs.readdirSync(migrations)) {
      const file = path.join(migrations, folder, "migration.sql");
      if (!fs.existsSync(file)) continue;
      // In the file's order: a migration drops a table's trigger before it creates its successors.
      const statements = /CREATE TRIGGER \w+ AFTER [A-Z ,]+? ON (\w+)[^;]*EXECUTE FUNCTION (notify_\w+)|DROP TRIGGER IF EXISTS \w+_public_data_changed ON (\w+)/g;
      for (const [, created, fn, dropped] of fs.readFileSync(file, "utf8").matchAll(statements)) {
        if (dropped) notified.delete(dropped);
        else if (fn !== "notify_author_renamed") notified.add(created!);
      }
    }
    const shown = new Set([...REFERENCE_TABLES, ...UNSHOWN_TABLES, "deals", "deal_prices"]);
    expect([...notified].filter((table) => !shown.has(table))).toEqual([]);
    expect(notified.size).toBeGreaterThan(20);
    expect(notified).toContain("deals");
    expect(notified.has("users")).toBe(false);
  });
});

describe("familyExamples", () => {
  it("names at least one page of every family, each a page of its own family", () => {
    const examples = familyExamples();
    expect(examples.length).toBeGreaterThanOrEqual(18);
    for (const example of examples) {
      const path = example.split("?")[0]!.replace("{deal}", "931").replace("{article}", "some-article");
      expect(pageFamily(path)?.examples).toContain(example);
    }
  });
});
