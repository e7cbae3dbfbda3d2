import { safeRedirectPath } from "./redirect";

describe("safeRedirectPath", () => {
  it.each([
    ["/dashboard", "/dashboard"],
    ["/subscription-checkout?plan=premium&cycle=annual", "/subscription-checkout?plan=premium&cycle=annual"],
    ["/es/settings#language", "/es/settings#language"],
  ])("keeps the site path %s", (input, expected) => {
    expect(safeRedirectPath(input)).toBe(expected);
  });

  it.each([
    ["//evil.tld"],
    ["/\\evil.tld"],
    ["https:evil.tld"],
    ["https://evil.tld/x"],
    ["javascript:alert(1)"],
    ["JavaScript:alert(1)"],
    ["/\t/evil.tld"],
    ["/%0a/evil.tld".replace("%0a", "\n")],
    ["evil.tld"],
    [""],
    [undefined],
    [null],
  ])("sends %p to /", (input) => {
    expect(safeRedirectPath(input)).toBe("/");
  });
});
