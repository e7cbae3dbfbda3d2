// The one text folding and the one slug rule of the project. Plain JavaScript, so the data
// generators under scripts/ (run with plain Node) use the same rule as the app; types in fold.d.mts.

/**
 * Lower case, Latin accents removed and punctuation folded to spaces: the form every place search
 * compares ("Zürich" and "ZURICH" are both "zurich"). Marks of other scripts (Devanagari vowel
 * signs, kana voicing) are kept.
 * @param {string} text
 * @returns {string}
 */
export function foldText(text) {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, " ")
    .trim();
}

/**
 * A URL slug: the folded text's Latin letters and digits joined by hyphens ("São Paulo" is
 * "sao-paulo"). Destination slugs, post slugs and the generators' slugs all come from here.
 * @param {string} text
 * @returns {string}
 */
export function slugify(text) {
  return foldText(text)
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}
