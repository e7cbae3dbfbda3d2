import { requestOrigin, siteUrl } from "@/lib/seo/site-url";
import { AppError } from "./errors";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * Refuses cross-site requests with unsafe methods (CSRF): a browser marks them with
 * Sec-Fetch-Site and Origin. The origin may be the configured site or the one the request was
 * addressed to (its Host header, only while no public origin is configured). Clients that send neither header (curl, server-to-server) are not browsers
 * acting for a victim, so they pass.
 */
export function assertSameOrigin(req: Request) {
  if (SAFE_METHODS.has(req.method.toUpperCase())) return;
  assertNotCrossSite(req);
  const origin = req.headers.get("origin");
  if (origin === null) return;
  // The configured site, or without one the host the visitor addressed (lib/seo/site-url.ts).
  const allowed = new Set([originOf(siteUrl()), originOf(req.url), requestOrigin(req)]);
  if (origin === "null" || !allowed.has(origin)) throw crossSite();
}

/**
 * Refuses a request the browser marks as sent from another site (Sec-Fetch-Site), whatever its
 * method: also for the rare GET that changes data, which a link or image elsewhere could trigger.
 */
export function assertNotCrossSite(req: Request) {
  const fetchSite = req.headers.get("sec-fetch-site");
  if (fetchSite && fetchSite !== "same-origin" && fetchSite !== "none") throw crossSite();
}

function crossSite(): AppError {
  return new AppError("forbidden", { message: "Cross-site requests are not allowed" });
}
