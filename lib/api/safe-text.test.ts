import { AppError } from "./errors";
import { assertSafeText, containsUnsafeText, isUnsafeText } from "./safe-text";

describe("isUnsafeText", () => {
  it.each([
    ["x\u0000", true],
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
      expect((error as AppError).message).toBe("Text must not contain NUL characters or invalid Unicode");
    }
  });
});
