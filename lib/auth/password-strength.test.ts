import { passwordStrength } from "./password-strength";

describe("passwordStrength", () => {
  it("calls anything under the 8 characters of the rule too short", () => {
    expect(passwordStrength("")).toBe("tooShort");
    expect(passwordStrength("Ab1!xyz")).toBe("tooShort");
  });

  it("flags passwords from breach lists, with digits, symbols or letter swaps added", () => {
    for (const password of ["password", "password123", "Passw0rd!", "P@$$w0rd2024", "qwertyuiop", "iloveyou1", "Sunshine99"]) {
      expect([password, passwordStrength(password)]).toEqual([password, "common"]);
    }
  });

  it("flags one repeated character and straight runs", () => {
    for (const password of ["aaaaaaaa", "11111111", "12345678", "abcdefghij", "87654321"]) {
      expect([password, passwordStrength(password)]).toEqual([password, "common"]);
    }
  });

  it("grades the rest by length and by the kinds of characters used", () => {
    expect(passwordStrength("bluehorse")).toBe("weak");
    expect(passwordStrength("bluehorse7")).toBe("fair");
    expect(passwordStrength("bluehorsestaple")).toBe("fair");
    expect(passwordStrength("Blue-horse-7")).toBe("strong");
    expect(passwordStrength("correct horse battery")).toBe("strong");
  });

  it("counts letters of any script and characters, not UTF-16 units", () => {
    expect(passwordStrength("café")).toBe("tooShort");
    expect(passwordStrength("😀😀😀😀😀😀😀")).toBe("tooShort");
    expect(passwordStrength("Łódź-Kraków-9")).toBe("strong");
  });
});
