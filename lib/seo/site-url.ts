
import { env } from "@/lib/env";
/** Whether the public origin is configured (SITE_URL or NEXTAUTH_URL). */
export function isSiteUrlConfigured(): boolean {
  return Boolean(env().SITE_URL ?? env().NEXTAUTH_URL);
}

/** The public origin of the site, from configuration (never from a request's Host header). */
export function siteUrl(): string {
  const configured = env().SITE_URL ?? env().NEXTAUTH_URL ?? "http://localhost:3000";
  return configured.replace(/\/+$/, "");
}

const HOST = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The origin links and same-origin checks use for a request. With a configured public origin,
 * that one, strictly. Without one (a fresh `npm start`), the origin the visitor addressed: its
 * Host header, so http://127.0.0.1:3000 or the machine's LAN address work like localhost.
 */
export function requestOrigin(req: Request): string {
  if (isSiteUrlConfigured()) return siteUrl();
  const host = req.headers.get("host") ?? "";
  if (!HOST.test(host)) return siteUrl();
  const forwardedProto = env().TRUST_PROXY === "1" ? req.headers.get("x-forwarded-proto")?.split(",")[0]?.trim() : undefined;
  const protocol = forwardedProto === "https" || forwardedProto === "http" ? forwardedProto : new URL(req.url).protocol.replace(":", "");
  return `${protocol}://${host.toLowerCase()}`;
}
