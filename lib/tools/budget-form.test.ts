import { budgetProblemMessage, readBudgetForm, validateBudgetForm } from "./budget-form";
import { readTransitForm } from "./transit-form";

describe("budget form", () => {
  it("reads repeated place and days fields, keeping empty rows out of the request", () => {
    const { submitted, values } = readBudgetForm({ place: ["Paris", "", "Rome"], days: ["3", "", "2"], travellers: "2", style: "luxury", currency: "JPY" });
    expect(submitted).toBe(true);
    const { problems, request } = validateBudgetForm(values);
    expect(problems).toEqual([]);
    expect(request).toEqual({ stops: [{ place: "Paris", days: 3 }, { place: "Rome", days: 2 }], travellers: 2, style: "luxury", currency: "JPY" });
  });

  it("is not submitted without a place field, and defaults to one traveller, mid-range, US dollars", () => {
    expect(readBudgetForm({})).toEqual({ submitted: false, values: { stops: [], travellers: "1", style: "mid-range", currency: "USD" } });
  });

  it.each([
    ["0 days", { place: "Rome", days: "0" }, "Days in Rome must be a whole number from 1 to 365."],
    ["400 days", { place: "Rome", days: "400" }, "Days in Rome must be a whole number from 1 to 365."],
    ["2.5 days", { place: "Rome", days: "2.5" }, "Days in Rome must be a whole number from 1 to 365."],
    ["missing days", { place: "Rome", days: "" }, "Days in Rome must be a whole number from 1 to 365."],
    ["negative travellers", { place: "Rome", days: "3", travellers: "-1" }, "Travellers must be a whole number from 1 to 20."],
    ["21 travellers", { place: "Rome", days: "3", travellers: "21" }, "Travellers must be a whole number from 1 to 20."],
    ["no place", { place: ["", " "], days: ["3", "3"] }, "Enter at least one place."],
    ["an unknown style", { place: "Rome", days: "3", style: "backpacker" }, "Choose a travel style: budget, mid-range or luxury."],
    ["an unknown currency", { place: "Rome", days: "3", currency: "XYZ" }, "Choose one of the 20 supported currencies."],
  ])("refuses %s with a clear message", (_, params, message) => {
    const { problems, request } = validateBudgetForm(readBudgetForm(params).values);
    expect(request).toBeNull();
    expect(problems.map(budgetProblemMessage)).toContain(message);
  });

  it("refuses more than five places", () => {
    const places = ["A", "B", "C", "D", "E", "F"];
    const { problems } = validateBudgetForm(readBudgetForm({ place: places, days: places.map(() => "1") }).values);
    expect(problems.map(budgetProblemMessage)).toEqual(["A trip can have at most 5 places."]);
  });
});

describe("transit form", () => {
  it("reads from, to and travellers", () => {
    expect(readTransitForm({ from: " Paris ", to: "LHR", travellers: "3" })).toEqual({ submitted: true, values: { from: "Paris", to: "LHR", travellers: "3" }, problems: [], travellers: 3 });
    expect(readTransitForm({}).submitted).toBe(false);
  });

  it("names each missing or out-of-range field", () => {
    expect(readTransitForm({ from: "", to: "", travellers: "0" }).problems).toEqual(["fromMissing", "toMissing", "travellersRange"]);
    expect(readTransitForm({ from: "Paris", to: "Rome", travellers: "-4" }).problems).toEqual(["travellersRange"]);
  });
});
