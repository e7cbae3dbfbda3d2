// Usernames and e-mail addresses are compared in one canonical form: NFKC (so full-width and
// other compatibility look-alikes fold to the plain character), trimmed, and case-folded.
// Two accounts can therefore not differ by case or by such a look-alike form.
function canonical(value: string): string {
  return value.normalize("NFKC").trim().toLowerCase().normalize("NFKC");
}

export function normalizeUsername(value: string): string {
  return canonical(value);
}

export function normalizeEmail(value: string): string {
  return canonical(value);
}

/** A login identifier is an e-mail address when it contains '@' (usernames cannot). */
export function isEmailIdentifier(identifier: string): boolean {
  return identifier.includes("@");
}
