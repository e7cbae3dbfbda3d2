import { GET } from "@/app/icons.svg/route";
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
    expect(sprite.match(/<symbol /g)).toHaveLength(Object.keys(icons).length);
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
