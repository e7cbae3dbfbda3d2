// The freshness check of prisma/data (issue 32): a row people act on that was checked longer ago
// than its set's shelf life fails here, by name, until someone checks it again.
import { SHELF_LIFE_MONTHS, datedRows, describeDue, dueRows, monthPlus, type DatedRow } from "./data-freshness";

describe("dueRows", () => {
  const row = (set: DatedRow["set"], checkedOn: string, source = "https://example.org/source"): DatedRow => ({ set, key: `${set}-${checkedOn}`, source, checkedOn });

  it("states six months for cards, valuations and transfers and twelve for programs, fees, costs and the airport snapshot", () => {
    expect(SHELF_LIFE_MONTHS).toEqual({ cards: 6, valuations: 6, transfers: 6, programs: 12, parkFees: 12, costs: 12, airports: 12 });
  });

  it("adds months across a year", () => {
    expect(monthPlus("2026-05", 6)).toBe("2026-11-01");
    expect(monthPlus("2025-12", 12)).toBe("2026-12-01");
    expect(monthPlus("2026-08", 6)).toBe("2027-02-01");
  });

  it("keeps a row within its shelf life and names the ones past it, oldest first", () => {
    const today = new Date("2026-11-27T12:00:00Z");
    const rows = [row("cards", "2026-06"), row("cards", "2026-05"), row("valuations", "2025-01"), row("costs", "2025-12"), row("parkFees", "2025-11")];
    const due = dueRows(rows, today);
    expect(due.map((entry) => entry.key)).toEqual(["valuations-2025-01", "cards-2026-05", "parkFees-2025-11"]);
    expect(due[0]).toMatchObject({ dueSince: "2025-07-01", shelfLifeMonths: 6, problem: "stale" });
    expect(describeDue(due[1]!)).toBe("cards cards-2026-05: checked 2026-05, due since 2026-11-01 (shelf life 6 months; https://example.org/source)");
  });

  it("treats a row without a month or a source as due", () => {
    const due = dueRows([row("transfers", ""), row("transfers", "2026-13"), row("programs", "2026-11", " ")], new Date("2026-11-27T00:00:00Z"));
    expect(due.map((entry) => entry.problem)).toEqual(["unsourced", "undated", "undated"]);
    expect(describeDue(due[1]!)).toMatch(/no month checked/);
  });
});

describe("prisma/data", () => {
  const rows = datedRows();

  it("dates and sources every row of every fast-changing set", () => {
    for (const set of Object.keys(SHELF_LIFE_MONTHS)) expect(rows.some((entry) => entry.set === set)).toBe(true);
    expect(rows.length).toBeGreaterThan(500);
  });

  it("has no row past its shelf life today", () => {
    const due = dueRows(rows, new Date()).map(describeDue);
    expect(due).toEqual([]);
  });

  it("was reviewed in November 2026: every card, transfer, program and latest valuation carries 2026-11", () => {
    for (const set of ["cards", "transfers", "programs", "valuations"] as const) {
      expect(rows.filter((entry) => entry.set === set && entry.checkedOn !== "2026-11").map((entry) => entry.key)).toEqual([]);
    }
  });

  it("fails, naming the rows, once the November 2026 review outlives its shelf life", () => {
    // Six months on, every card, transfer and latest valuation is due; programs, fees and costs hold for a year.
    const due = dueRows(rows, new Date("2027-05-01T00:00:00Z"));
    const dueSets = new Set(due.map((entry) => entry.set));
    expect(dueSets.has("cards") && dueSets.has("transfers") && dueSets.has("valuations")).toBe(true);
    expect(due.filter((entry) => entry.set === "cards").length).toBe(rows.filter((entry) => entry.set === "cards").length);
    expect(due.map(describeDue)).toContain("cards chase-sapphire-reserve: checked 2026-11, due since 2027-05-01 (shelf life 6 months; " + rows.find((entry) => entry.key === "chase-sapphire-reserve")!.source + ")");
    expect(dueSets.has("programs")).toBe(false);
    // A day before, nothing of the review is due.
    expect(dueRows(rows, new Date("2027-04-30T00:00:00Z")).filter((entry) => entry.set === "cards")).toEqual([]);
    // The airport snapshot of September 2026 is due a year on.
    expect(dueRows(rows, new Date("2027-09-01T00:00:00Z")).some((entry) => entry.set === "airports")).toBe(true);
  });
});
