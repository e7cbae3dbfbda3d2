// Where the browser posts measurements. Kept apart from schema.ts so that the lazily loaded
// reporter does not pull zod into the browser.
export const VITALS_PATH = "/api/vitals";
/** Reports are a few hundred bytes; anything over 10 KB is refused with 413. */
export const VITALS_MAX_BODY_BYTES = 10 * 1024;
