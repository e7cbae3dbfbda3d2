import "server-only";
import { defaultLocale, isLocale, type Locale } from "@/lib/i18n/locales";
import { localizePath } from "@/lib/i18n/paths";
import { siteUrl } from "@/lib/seo/site-url";
import type { OutgoingMail } from "./transport";

type Messages = { Email: Record<string, string> };

async function loadMessages(locale: Locale): Promise<Messages> {
  return (await import(`../../messages/${locale}.json`)).default as Messages;
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * Absolute link on the site: the configured origin, or the request's own (lib/seo/site-url.ts
 * requestOrigin, which equals the configured one whenever one is set).
 */
export function siteLink(pathWithQuery: string, locale: Locale, origin = siteUrl()): string {
  return `${origin}${localizePath(pathWithQuery, locale)}`;
}

type Kind = "verify" | "reset";

// E-mail texts only substitute plain {placeholders}: no ICU runtime is needed on this path (the
// seed and Jest load it without Next's bundler).
function translator(messages: Record<string, string>) {
  return (key: string, values: Record<string, string> = {}) =>
    (messages[key] ?? key).replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

async function render(kind: Kind, { to, name, locale: wanted, link }: { to: string; name: string; locale: string | null; link: string }): Promise<OutgoingMail> {
  const locale: Locale = isLocale(wanted) ? wanted : defaultLocale;
  const t = translator((await loadMessages(locale)).Email);
  const subject = t(`${kind}Subject`);
  const lines = [t("greeting", { name }), "", t(`${kind}Body`), "", link, "", t(`${kind}Expiry`), t("ignore"), "", t("signature")];
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:sans-serif;line-height:1.5">
<p>${escapeHtml(t("greeting", { name }))}</p>
<p>${escapeHtml(t(`${kind}Body`))}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 16px;background:#2563eb;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(t(`${kind}Action`))}</a></p>
<p style="font-size:13px;color:#555">${escapeHtml(link)}</p>
<p style="font-size:13px;color:#555">${escapeHtml(t(`${kind}Expiry`))} ${escapeHtml(t("ignore"))}</p>
<p>${escapeHtml(t("signature"))}</p>
</body></html>`;
  return { to, subject, text: lines.join("\n"), html };
}

type TokenMailInput = { to: string; name: string; locale: string | null; token: string; origin?: string };

export function verificationMail(input: TokenMailInput): Promise<OutgoingMail> {
  const locale = isLocale(input.locale) ? input.locale : defaultLocale;
  return render("verify", { ...input, link: siteLink(`/verify-email?token=${encodeURIComponent(input.token)}`, locale, input.origin) });
}

export function passwordResetMail(input: TokenMailInput): Promise<OutgoingMail> {
  const locale = isLocale(input.locale) ? input.locale : defaultLocale;
  return render("reset", { ...input, link: siteLink(`/reset-password?token=${encodeURIComponent(input.token)}`, locale, input.origin) });
}

/**
 * To an address someone tried to register again: registration answers the same for a new and a
 * known e-mail (no account hints), so the owner learns here that they already have an account,
 * with a sign-in and a password-reset link.
 */
export async function existingAccountMail({ to, name, locale: wanted, origin }: { to: string; name: string; locale: string | null; origin?: string }): Promise<OutgoingMail> {
  const locale: Locale = isLocale(wanted) ? wanted : defaultLocale;
  const t = translator((await loadMessages(locale)).Email);
  const signIn = siteLink("/auth", locale, origin);
  const reset = siteLink("/forgot-password", locale, origin);
  const lines = [t("greeting", { name }), "", t("existingBody"), "", `${t("existingSignIn")}: ${signIn}`, `${t("existingReset")}: ${reset}`, "", t("existingIgnore"), "", t("signature")];
  const button = (href: string, label: string) =>
    `<a href="${escapeHtml(href)}" style="display:inline-block;margin:0 8px 8px 0;padding:10px 16px;background:#2563eb;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(label)}</a>`;
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:sans-serif;line-height:1.5">
<p>${escapeHtml(t("greeting", { name }))}</p>
<p>${escapeHtml(t("existingBody"))}</p>
<p>${button(signIn, t("existingSignIn"))}${button(reset, t("existingReset"))}</p>
<p style="font-size:13px;color:#555">${escapeHtml(t("existingIgnore"))}</p>
<p>${escapeHtml(t("signature"))}</p>
</body></html>`;
  return { to, subject: t("existingSubject"), text: lines.join("\n"), html };
}
