import { registerSchema } from "./schema";
import { normalizeEmail, normalizeUsername } from "./normalize";

describe("normalisation", () => {
  it.each([
    ["Traveller", "traveller"],
    ["  Traveller  ", "traveller"],
    ["Ｔｒａｖｅｌｌｅｒ", "traveller"],
    ["ﬁsh", "fish"],
  ])("folds the username %p to %p", (input, expected) => {
    expect(normalizeUsername(input)).toBe(expected);
  });

  it("folds e-mail addresses the same way", () => {
    expect(normalizeEmail(" Ada@Example.COM ")).toBe("ada@example.com");
  });

  it("the register schema stores the folded forms and drops unknown fields", () => {
    const parsed = registerSchema.parse({ username: " Ｂob ", email: "BOB@Example.com", password: "12345678", role: "admin" });
    expect(parsed).toEqual({ username: "bob", email: "bob@example.com", password: "12345678" });
  });
});
