import { formToCalculation, messageKeyOf, parseFormNumber } from "./form";

describe("parseFormNumber", () => {
  it.each([
    ["100,000", true, 100_000],
    ["100.000", true, 100_000],
    ["1 250 000", true, 1_250_000],
    ["12,50", false, 12.5],
    ["1.234,56", false, 1234.56],
    ["1,234.56", false, 1234.56],
    ["-20", true, -20],
    ["10.5", true, 10.5],
  ])("reads %s (whole points: %s) as %s", (text, whole, expected) => {
    expect(parseFormNumber(text, { whole })).toBe(expected);
  });

  it("treats an empty field as not given and text as not a number", () => {
    expect(parseFormNumber("  ", { whole: true })).toBeUndefined();
    expect(parseFormNumber(null, { whole: true })).toBeUndefined();
    expect(parseFormNumber("lots", { whole: true })).toBeNaN();
    expect(parseFormNumber("1e9", { whole: true })).toBeNaN();
  });
});

describe("formToCalculation", () => {
  it("builds a trip from the filled rows only", () => {
    const form = new URLSearchParams({ kind: "trip", tripCost: "1,200", program1: "world-of-hyatt", balance1: "40000", program2: "", balance2: "", program3: "delta-skymiles", balance3: "9,000", currency: "EUR" });
    expect(formToCalculation(form)).toEqual({
      kind: "trip",
      tripCost: 1200,
      balances: [
        { program: "world-of-hyatt", balance: 40_000 },
        { program: "delta-skymiles", balance: 9000 },
      ],
      currency: "EUR",
    });
  });

  it("builds a redemption and leaves an unknown kind for the schema to refuse", () => {
    expect(formToCalculation(new URLSearchParams({ kind: "redemption", program: "united-mileageplus", cashPrice: "600", taxes: "", points: "25,000" }))).toEqual({
      kind: "redemption",
      program: "united-mileageplus",
      cashPrice: 600,
      taxes: undefined,
      points: 25_000,
      currency: undefined,
    });
    expect(formToCalculation(new URLSearchParams({ kind: "lottery" }))).toEqual({ kind: "lottery" });
  });
});

describe("messageKeyOf", () => {
  it("finds the translation key of a validation message", () => {
    expect(messageKeyOf("Balance must be greater than zero")).toBe("balancePositive");
    expect(messageKeyOf("Something else")).toBeNull();
  });
});
