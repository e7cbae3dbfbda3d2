import { parsePage, parseReportPeriod } from "./periods";

describe("parseReportPeriod", () => {
  it.each([
    ["7", 7],
    ["30", 30],
    ["90", 90],
    [["90", "7"], 90],
    [undefined, 30],
    ["", 30],
    ["14", 30],
    ["7.0abc", 30],
    ["-7", 30],
  ] as const)("reads %p as %p days", (input, expected) => {
    expect(parseReportPeriod(input as string | string[] | undefined)).toBe(expected);
  });
});

describe("parsePage", () => {
  it.each([
    ["3", 3],
    [undefined, 1],
    ["0", 1],
    ["-2", 1],
    ["1.5", 1],
    ["abc", 1],
  ] as const)("reads %p as page %p", (input, expected) => {
    expect(parsePage(input)).toBe(expected);
  });
});
