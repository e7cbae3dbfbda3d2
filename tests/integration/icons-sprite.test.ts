import { GET } from "@/app/icons.svg/route";
import { flagSymbols } from "@/lib/flags";
import { localeInfo, locales } from "@/lib/i18n/locales";
import { filledIcons, icons } from "@/lib/icons";

// GET /icons.svg: the sprite every <Icon> of the site points at, server and client components alike.
describe("GET /icons.svg", () => {
  let sprite: string;
  let response: Response;
  beforeAll(async () => {
    response = GET();
    sprite = await response.text();
  });

  const symbol = (id: string) => new RegExp(`<symbol id="${id}" viewBox="0 0 24 24" ([^>]*)>(.*?)</symbol>`).exec(sprite);

  it("is an SVG image with one symbol per registered icon, each with its drawing", () => {
    expect(response.headers.get("content-type")).toBe("image/svg+xml");
    for (const id of Object.keys(icons)) {
      const found = symbol(id);
      expect(found?.[2]).toMatch(/<(path|circle|rect|line|polyline|polygon|ellipse)\b/);
    }
    expect(sprite.match(/<symbol /g)).toHaveLength(Object.keys(icons).length + Object.keys(flagSymbols).length);
  });

  it("draws every interface language's flag in its own colours (the language picker's, never an emoji)", () => {
    for (const locale of locales) {
      const id = localeInfo[locale].flag;
      const found = new RegExp(`<symbol id="${id}" viewBox="0 0 30 20">(.*?)</symbol>`).exec(sprite);
      expect(found?.[1]).toMatch(/<rect\b[^>]*fill="#[0-9a-f]{3,6}"/);
      expect(found?.[1]).not.toContain("currentColor");
    }
    expect(new Set(locales.map((locale) => localeInfo[locale].flag)).size).toBe(locales.length);
    // No regional-indicator emoji left anywhere in the locale table.
    expect(JSON.stringify(localeInfo)).not.toMatch(/[\u{1F1E6}-\u{1F1FF}]/u);
  });

  it("draws outlines, except the filled symbols (a saved deal's heart), which are painted inside too", () => {
    expect(symbol("heart")?.[1]).toContain('fill="none"');
    expect(symbol("heart-filled")?.[1]).toContain('fill="currentColor"');
    expect(symbol("heart-filled")?.[2]).toBe(symbol("heart")?.[2]);
    for (const id of Object.keys(icons).filter((name) => !filledIcons.has(name as keyof typeof icons))) {
      expect(symbol(id)?.[1]).toContain('fill="none" stroke="currentColor" stroke-width="2"');
    }
  });
});
