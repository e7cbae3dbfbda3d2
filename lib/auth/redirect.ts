// The ?redirect= parameter of /auth may only lead to a path on this site. Anything else
// (//evil.tld, /\evil.tld, https:evil.tld, javascript:..., control characters) falls back to /.
export function safeRedirectPath(value: string | null | undefined, fallback = "/"): string {
  if (typeof value !== "string" || value.length === 0 || value.length > 2048) return fallback;
  if (!value.startsWith("/")) return fallback;
  if (value.startsWith("//") || value.startsWith("/\\")) return fallback;
  // Browsers strip tabs and newlines and treat '\' like '/', which can turn a path into a host.
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return fallback;
  try {
    const base = "http://wander-bold.invalid";
    const url = new URL(value, base);
    if (url.origin !== base) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}
