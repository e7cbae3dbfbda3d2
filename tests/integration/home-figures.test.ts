import fs from "node:fs";
import path from "node:path";
import { createTranslator, type AbstractIntlMessages } from "next-intl";
import { db } from "@/lib/db";
import { figureAtLeast } from "@/lib/format/figure";
import { getHomeFigures, homeMessageArgs, type HomeFigures } from "@/lib/home/figures";
import { locales } from "@/lib/i18n/locales";

// The home page states its figures from the seeded database and the bundled data: each one read
// here from the tables themselves, then shown through the page's messages in all 12 languages.

const messagesOf = (locale: string): AbstractIntlMessages => JSON.parse(fs.readFileSync(path.join(process.cwd(), "messages", `${locale}.json`), "utf8")) as AbstractIntlMessages;

/** The page's t("...") of namespace Home, in one language. */
function homeOf(locale: string) {
  const t = createTranslator({ locale, messages: messagesOf(locale) });
  // Keys are checked at run time here: the message files are read from disk, not typed.
  return (key: string, values: Record<string, string | number>) => t(`Home.${key}` as never, values as never);
}

const count = async (sql: TemplateStringsArray) => {
  const [row] = await db().$queryRaw<Array<{ n: number }>>(sql);
  return row!.n;
};

let figures: HomeFigures;

beforeAll(async () => {
  figures = await getHomeFigures();
});

afterAll(async () => {
  await db().$disconnect();
});

describe("the home page's figures", () => {
  it("equal what the database holds", async () => {
    expect(figures.cards).toBe(await count`SELECT count(*)::int AS n FROM travel_cards`);
    expect(figures.ski.total).toBe(await count`SELECT count(*)::int AS n FROM ski_resorts`);
    expect(Object.values(figures.outdoor).reduce((sum, n) => sum + n, 0)).toBe(await count`SELECT count(*)::int AS n FROM outdoor_places`);
    expect(figures.outdoor.park).toBe(await count`SELECT count(*)::int AS n FROM outdoor_places WHERE kind = 'park'`);
    expect(figures.adventures).toBe(
      await count`SELECT count(*)::int AS n FROM deals WHERE kind = 'activity' AND adventure_category IS NOT NULL AND status = 'live' AND valid_until >= now()`,
    );
    // The seeded directory: the 44 cards of prisma/data/points/cards.json as reviewed in November 2026
    // (the Wells Fargo Bilt card retired; Citi Strata Elite, Sapphire Reserve for Business, Atmos Summit and
    // Bilt's three Cardless cards added).
    expect(figures.cards).toBe(44);
  });

  it("state the card count, rounded down, in every language", async () => {
    const cards = await count`SELECT count(*)::int AS n FROM travel_cards`;
    expect(homeOf("en")("cards.text", homeMessageArgs(figures, "en").cards)).toContain(`compares ${figureAtLeast(cards)}+ travel cards`);
    for (const locale of locales) {
      const text = homeOf(locale)("cards.text", homeMessageArgs(figures, locale).cards);
      expect({ locale, stated: text.includes(`${new Intl.NumberFormat(locale).format(figureAtLeast(cards))}+`) }).toEqual({ locale, stated: true });
      expect(text).not.toContain("30+");
    }
  });

  it("state Premium's price and the free plan's AI itineraries from the plan's data, in every language", () => {
    const en = homeOf("en");
    const args = homeMessageArgs(figures, "en").faq;
    expect(en("faq.items.0.answer", args)).toContain("The optional Premium plan costs $1.99 per month");
    expect(en("faq.items.3.answer", args)).toContain("Free accounts include one AI itinerary;");
    // Another plan would read differently: the copy follows its arguments.
    expect(en("faq.items.0.answer", { ...args, price: "$2.49" })).toContain("costs $2.49 per month");
    expect(en("faq.items.3.answer", { ...args, freeItineraries: 3 })).toContain("Free accounts include 3 AI itineraries;");
    for (const locale of locales) {
      const t = homeOf(locale);
      const localeArgs = homeMessageArgs(figures, locale).faq;
      expect({ locale, price: t("faq.items.0.answer", localeArgs).includes(localeArgs.price) }).toEqual({ locale, price: true });
      expect({ locale, three: t("faq.items.3.answer", { ...localeArgs, freeItineraries: 3 }).includes("3") }).toEqual({ locale, three: true });
    }
  });

  it("leave no figure typed into the English home copy", () => {
    const typed: string[] = [];
    const visit = (value: unknown, key: string) => {
      if (typeof value === "string") {
        // Digits outside ICU arguments ({count, number}, plural forms) are typed claims.
        if (/\d/.test(value.replace(/\{[^{}]*(\{[^{}]*\}[^{}]*)*\}/g, ""))) typed.push(`${key}: ${value}`);
      } else if (value && typeof value === "object") for (const [child, nested] of Object.entries(value)) visit(nested, `${key}.${child}`);
    };
    visit(messagesOf("en").Home, "Home");
    expect(typed).toEqual([]);
  });
});
