import { parseSkiSearch, withSkiSearch } from "./schema";

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

  it("writes the filters back into a link", () => {
    expect(withSkiSearch("/skiing", { pass: "ikon", vertical: 800, country: undefined })).toBe("/skiing?pass=ikon&vertical=800");
    expect(withSkiSearch("/skiing", {})).toBe("/skiing");
  });
});
