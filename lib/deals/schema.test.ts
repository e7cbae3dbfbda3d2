import { MAX_PAGE, MAX_QUERY_LENGTH, parseDealSearch } from "./schema";

describe("parseDealSearch", () => {
  it("keeps valid filters", () => {
    expect(parseDealSearch({ q: " barcelona ", kind: "flight", theme: "beach", min: "10", max: "900", sort: "price", page: "3" })).toMatchObject({
      q: "barcelona",
      kind: "flight",
      theme: "beach",
      min: 10,
      max: 900,
      sort: "price",
      page: 3,
    });
  });

  it("drops bad values instead of failing", () => {
    const parsed = parseDealSearch({ kind: "spaceship", theme: "'; DROP TABLE deals", min: "abc", from: "2027-13-45", page: "-4", origin: "x".repeat(101), destination: "\u0000 " });
    expect(parsed).toEqual({ page: 1 });
  });

  it("keeps a place filter as typed (a slug or a name), spaces and control characters folded", () => {
    expect(parseDealSearch({ origin: "paris", destination: "  Valencia,\t  Spain " })).toEqual({ origin: "paris", destination: "Valencia, Spain", page: 1 });
  });

  it("ignores the empty fields a GET form submits", () => {
    expect(parseDealSearch({ q: "barcelna", kind: "", min: "", max: "", from: "", sort: "", page: "" })).toEqual({ q: "barcelna", page: 1 });
  });

  it("caps the query length and the page number", () => {
    const parsed = parseDealSearch({ q: "x".repeat(5000), page: "999999" });
    expect(parsed.q).toHaveLength(MAX_QUERY_LENGTH);
    expect(parsed.page).toBe(MAX_PAGE);
  });

  it("treats an empty query as none and reads the first of repeated parameters", () => {
    expect(parseDealSearch({ q: "   ", kind: ["hotel", "cruise"] })).toEqual({ kind: "hotel", page: 1 });
  });
});
