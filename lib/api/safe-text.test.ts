import { AppError } from "./errors";
import { assertSafeText, containsUnsafeText, isSingleLine, isUnsafeText } from "./safe-text";

describe("isUnsafeText", () => {
  it.each([
    ["x\u0000", true],
    ["a\u0001b", true],
    ["bell\u0007", true],
    ["vertical\u000btab", true],
    ["escape\u001b[31m", true],
    ["delete\u007f", true],
    ["c1\u0085", true],
    ["c1\u009b", true],
    ["\ufffe", true],
    ["\uffff", true],
    ["\ufdd0", true],
    ["plane one \ud83f\udfff", true],
    ["tab\tand\nlines\r\n", false],
    ["replacement \ufffd", false],
    ["\ud800", true],
    ["a\udc00b", true],
    ["\ud83d", true],
    ["plain text", false],
    ["emoji \ud83d\ude00 is a valid pair", false],
    ["Zürich 東京 القاهرة", false],
  ])("%j -> %s", (text, unsafe) => {
    expect(isUnsafeText(text)).toBe(unsafe);
  });
});

describe("containsUnsafeText", () => {
  it("finds unsafe text in nested values and keys", () => {
    expect(containsUnsafeText({ a: [{ b: "ok" }, { c: "x\u0000" }] })).toBe(true);
    expect(containsUnsafeText({ ["k\ud800"]: "v" })).toBe(true);
    expect(containsUnsafeText({ a: 1, b: [true, null, "fine"] })).toBe(false);
  });
});

describe("assertSafeText", () => {
  it("throws a 400 AppError with a clear message", () => {
    expect.assertions(3);
    try {
      assertSafeText({ identifier: "admin\u0000" });
    } catch (error) {
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).status).toBe(400);
      expect((error as AppError).message).toBe("Text must not contain control characters or invalid Unicode");
    }
  });
});

describe("isSingleLine", () => {
  it.each([
    ["one line", true],
    ["tab\tis fine", true],
    ["a\nb", false],
    ["a\rb", false],
    ["a\u2028b", false],
    ["a\u0085b", false],
  ])("%j -> %s", (text, single) => {
    expect(isSingleLine(text)).toBe(single);
  });
});
