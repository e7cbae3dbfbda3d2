/** The public origin of the site, from configuration (never from a request's Host header). */
export function siteUrl(): string {
  const configured = process.env.SITE_URL || process.env.NEXTAUTH_URL || "http://localhost:3000";
  return configured.replace(/\/+$/, "");
}
