import { calendarDateMessages, calendarDateSchema, isCalendarDate } from "./calendar-date";

describe("isCalendarDate", () => {
  it.each([
    ["2026-06-15", true],
    ["2028-02-29", true],
    ["2000-02-29", true],
    ["2026-12-31", true],
    ["2026-02-29", false],
    ["1900-02-29", false],
    ["2026-02-30", false],
    ["2026-04-31", false],
    ["2026-13-45", false],
    ["2026-00-10", false],
    ["2026-01-00", false],
    ["0000-01-01", false],
    ["9999-12-31", false],
    ["2026-1-5", false],
    ["2026-06-15T00:00:00Z", false],
    [" 2026-06-15", false],
    ["２０２６-06-15", false],
  ])("%j -> %s", (value, valid) => {
    expect(isCalendarDate(value)).toBe(valid);
  });
});

describe("calendarDateSchema", () => {
  const schema = calendarDateSchema(calendarDateMessages("startDate"));
  it("says which rule failed", () => {
    expect(schema.safeParse("2026-13-45").error?.issues[0]?.message).toBe("startDate must be a real calendar date between 1900 and 2199");
    expect(schema.safeParse("next week").error?.issues[0]?.message).toBe("startDate must be a date (YYYY-MM-DD)");
    expect(schema.safeParse(20260615).error?.issues[0]?.message).toBe("startDate must be a date (YYYY-MM-DD)");
    expect(schema.parse("2026-06-15")).toBe("2026-06-15");
  });
});
