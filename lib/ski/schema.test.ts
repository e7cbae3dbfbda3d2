import { MAX_SKI_PAGE, parseSkiSearch, withSkiSearch } from "./schema";

describe("ski search parameters", () => {
  it("reads every filter and the sort", () => {
    expect(parseSkiSearch({ region: "europe", country: "fr", pass: "epic", vertical: "1000", runs: "100", beginner: "1", sort: "vertical" })).toEqual({
      region: "europe",
      country: "FR",
      pass: "epic",
      vertical: 1000,
      runs: 100,
      beginner: "1",
      sort: "vertical",
    });
  });

  it("drops hostile, unknown and over-long values instead of failing", () => {
    const parsed = parseSkiSearch({
      region: "<script>alert(1)</script>",
      country: "x".repeat(5000),
      pass: "' OR 1=1 --",
      vertical: "999",
      runs: "NaN",
      beginner: "yes please",
      sort: "drop table",
    });
    expect(Object.values(parsed).filter((value) => value !== undefined)).toEqual([]);
  });

  it("takes the first of repeated parameters and ignores empty ones", () => {
    expect(parseSkiSearch({ pass: ["ikon", "epic"], country: "" })).toMatchObject({ pass: "ikon", country: undefined });
  });

  it("reads the table's page: 2 up to MAX_SKI_PAGE; the first, a bad or an over-large page is no page (the first)", () => {
    expect(parseSkiSearch({ page: "2" }).page).toBe(2);
    expect(parseSkiSearch({ page: String(MAX_SKI_PAGE) }).page).toBe(MAX_SKI_PAGE);
    for (const page of ["1", "0", "-3", "2.5", "two", String(MAX_SKI_PAGE + 1), "9".repeat(400)]) expect(parseSkiSearch({ page }).page).toBeUndefined();
    expect(withSkiSearch("/skiing", { pass: "ikon", page: 3 })).toBe("/skiing?pass=ikon&page=3");
  });

  it("writes the filters back into a link", () => {
    expect(withSkiSearch("/skiing", { pass: "ikon", vertical: 800, country: undefined })).toBe("/skiing?pass=ikon&vertical=800");
    expect(withSkiSearch("/skiing", {})).toBe("/skiing");
  });
});
