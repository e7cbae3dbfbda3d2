// How guessable a new password is, for the meter under the password fields (ASVS 2.1.8). Advice
// only: the server's rule stays "at least 8 characters" (docs/features/accounts.md). Safe to import on the client.

export type PasswordStrength = "tooShort" | "common" | "weak" | "fair" | "strong";

const MIN_LENGTH = 8;

// Among the most used passwords in public breach lists, lower case. A password is "common" when it
// is one of these once trailing digits and symbols and common letter swaps are taken away.
const COMMON = new Set(
  (
    "password passw0rd qwerty qwertyuiop asdfgh asdfghjkl zxcvbnm iloveyou letmein welcome admin administrator " +
    "login abc monkey dragon master shadow sunshine princess football baseball soccer hockey superman batman " +
    "trustno freedom whatever michael jordan jennifer hunter ranger buster thomas robert daniel charlie " +
    "secret starwars computer internet default changeme access hello flower summer winter spring autumn " +
    "purple orange banana cookie cheese chocolate pokemon mustang ferrari harley liverpool chelsea arsenal " +
    "killer lovely loveme babygirl angel family friends blessed jesus god money travel vacation holiday " +
    "wanderbold test guest user root"
  ).split(" "),
);

const SWAPS: Record<string, string> = { "0": "o", "1": "i", "3": "e", "4": "a", "5": "s", "7": "t", "@": "a", $: "s", "!": "i" };

function isCommon(password: string): boolean {
  const lower = password.toLowerCase();
  const stem = lower.replace(/[\d\W_]+$/u, "");
  const unswapped = stem.replace(/[0134579@$!]/g, (character) => SWAPS[character] ?? character);
  if (COMMON.has(stem) || COMMON.has(unswapped)) return true;
  // One character repeated, or a run such as 12345678, abcdefgh or 87654321.
  if (/^(.)\1+$/u.test(lower)) return true;
  const codes = [...lower].map((character) => character.codePointAt(0) ?? 0);
  const steps = new Set(codes.slice(1).map((code, index) => code - codes[index]!));
  return steps.size === 1 && (steps.has(1) || steps.has(-1));
}

function characterClasses(password: string): number {
  return [/\p{Ll}/u, /\p{Lu}/u, /\p{N}/u, /[^\p{L}\p{N}]/u].filter((pattern) => pattern.test(password)).length;
}

export function passwordStrength(password: string): PasswordStrength {
  const length = [...password].length;
  if (length < MIN_LENGTH) return "tooShort";
  if (isCommon(password)) return "common";
  const classes = characterClasses(password);
  if (length >= 16 || (length >= 12 && classes >= 3)) return "strong";
  if (length >= 12 || (length >= 10 && classes >= 2)) return "fair";
  return "weak";
}
