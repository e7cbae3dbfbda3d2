import "server-only";
// The invitation e-mail, in the inviting person's language, with the signed link.
import { defaultLocale, isLocale, type Locale } from "@/lib/i18n/locales";
import { siteLink } from "@/lib/mail/templates";
import type { OutgoingMail } from "@/lib/mail/transport";
import { invitationPath, type CompanionRole } from "./schema";

type Messages = { Email: Record<string, string>; Companions: Record<string, string> };

async function loadMessages(locale: Locale): Promise<Messages> {
  return (await import(`../../messages/${locale}.json`)).default as Messages;
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

// Plain {placeholders} only, as lib/mail/templates.ts: no ICU runtime on this path.
const fill = (text: string | undefined, values: Record<string, string>) => (text ?? "").replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

export async function invitationMail({ to, inviter, trip, role, token, locale: wanted, origin }: { to: string; inviter: string; trip: string; role: CompanionRole; token: string; locale: string | null; origin?: string }): Promise<OutgoingMail> {
  const locale: Locale = isLocale(wanted) ? wanted : defaultLocale;
  const messages = await loadMessages(locale);
  const t = (key: string, values: Record<string, string> = {}) => fill(messages.Companions[key], values);
  const link = siteLink(invitationPath(token), locale, origin);
  const roleName = t(role === "editor" ? "roleEditor" : "roleViewer");
  const subject = t("mailSubject", { name: inviter, trip });
  const body = t("mailBody", { name: inviter, trip, role: roleName });
  const expiry = t("mailExpiry");
  const signature = messages.Email.signature ?? "";
  const text = [body, "", link, "", expiry, t("mailIgnore"), "", signature].join("\n");
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:sans-serif;line-height:1.5">
<p>${escapeHtml(body)}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 16px;background:#2563eb;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(t("mailAction"))}</a></p>
<p style="font-size:13px;color:#555">${escapeHtml(link)}</p>
<p style="font-size:13px;color:#555">${escapeHtml(expiry)} ${escapeHtml(t("mailIgnore"))}</p>
<p>${escapeHtml(signature)}</p>
</body></html>`;
  return { to, subject, text, html };
}
