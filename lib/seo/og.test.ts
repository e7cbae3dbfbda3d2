import { canDrawText, ogCards, ogTitle } from "./og";
import { pageTypes } from "./page-types";

describe("share card titles", () => {
  it("gives every page type its own accent, label and a headline the bundled font draws", () => {
    const accents = pageTypes.map((type) => ogCards[type].accent);
    expect(new Set(accents).size).toBe(pageTypes.length);
    for (const type of pageTypes) {
      expect(ogCards[type].label).not.toBe("");
      expect(canDrawText(ogCards[type].headline)).toBe(true);
    }
  });

  it("keeps titles in Latin and Cyrillic scripts", () => {
    expect(ogTitle("deals", "Ofertas de viaje y paquetes – ¡ahorra!")).toBe("Ofertas de viaje y paquetes – ¡ahorra!");
    expect(ogTitle("hotels", "Скидки на отели")).toBe("Скидки на отели");
  });

  it.each([
    ["Chinese", "旅游优惠"],
    ["Japanese", "旅行のお得情報"],
    ["Korean", "여행 특가"],
    ["Hindi", "यात्रा सौदे"],
    ["Arabic", "عروض السفر"],
    ["emoji", "Deals ✈️"],
  ])("falls back to the English headline for a %s title", (_script, title) => {
    expect(ogTitle("flights", title)).toBe(ogCards.flights.headline);
  });

  it("uses the English headline when no title is given", () => {
    expect(ogTitle("parks")).toBe(ogCards.parks.headline);
    expect(ogTitle("parks", "  ")).toBe(ogCards.parks.headline);
  });
});
