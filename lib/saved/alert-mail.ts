import "server-only";
import { defaultLocale, isLocale, type Locale } from "@/lib/i18n/locales";
import { siteLink } from "@/lib/mail/templates";
import type { OutgoingMail } from "@/lib/mail/transport";
import { siteUrl } from "@/lib/seo/site-url";
import { createUnsubscribeToken } from "./unsubscribe-token";

/** Deals listed in one e-mail; the rest are summed up with a link to the site. */
export const MAX_DEALS_PER_MAIL = 10;

export type AlertMailDeal = {
  id: number;
  title: string;
  priceUsd: number;
  originName: string | null;
  destinationName: string;
  startDate: string | null;
  endDate: string | null;
  /** From a bundled sample feed: labelled "Sample offer", with a note on what that means. */
  sample?: boolean;
};

type Messages = { Email: Record<string, string>; saved: Record<string, string>; SampleDeals: Record<string, string> };

async function loadMessages(locale: Locale): Promise<Messages> {
  return (await import(`../../messages/${locale}.json`)).default as Messages;
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

// Plain {placeholder} substitution, as lib/mail/templates.ts does: no ICU runtime on this path.
function translator(messages: Record<string, string>) {
  return (key: string, values: Record<string, string> = {}) =>
    (messages[key] ?? key).replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/** One price-alert e-mail in the alert's language, with RFC 8058 one-click unsubscribe headers. */
export async function priceAlertMail(input: {
  to: string;
  name: string;
  locale: string | null;
  alertId: number;
  destinationName: string;
  deals: readonly AlertMailDeal[];
}): Promise<OutgoingMail> {
  const locale: Locale = isLocale(input.locale) ? input.locale : defaultLocale;
  const messages = await loadMessages(locale);
  const t = translator(messages.saved);
  const email = translator(messages.Email);
  const samples = translator(messages.SampleDeals);
  const anySample = input.deals.some((deal) => deal.sample);
  const sampleGuide = siteLink("/sample-offers", locale);
  const titled = (deal: AlertMailDeal) => (deal.sample ? `[${samples("label")}] ${deal.title}` : deal.title);
  const money = new Intl.NumberFormat(locale, { style: "currency", currency: "USD" });
  const token = createUnsubscribeToken(input.alertId);
  const unsubscribePage = siteLink(`/price-alerts/unsubscribe?token=${token}`, locale);
  const oneClick = `${siteUrl()}/api/price-alerts/unsubscribe?token=${token}`;
  const manage = siteLink("/price-alerts", locale);
  const shown = input.deals.slice(0, MAX_DEALS_PER_MAIL);
  const more = input.deals.length - shown.length;

  const describe = (deal: AlertMailDeal) => {
    const route = deal.originName ? `${deal.originName} → ${deal.destinationName}` : deal.destinationName;
    const dates = deal.startDate ? ` · ${deal.startDate}${deal.endDate && deal.endDate !== deal.startDate ? ` – ${deal.endDate}` : ""}` : "";
    return { route: `${route}${dates}`, price: money.format(deal.priceUsd), link: siteLink(`/deals/${deal.id}`, locale) };
  };

  const subject = t("emailSubject", { destination: input.destinationName });
  const intro = t("emailIntro", { destination: input.destinationName });
  const text = [
    email("greeting", { name: input.name }),
    "",
    intro,
    "",
    ...shown.flatMap((deal) => {
      const d = describe(deal);
      return [`${titled(deal)}: ${d.price}`, d.route, d.link, ""];
    }),
    ...(anySample ? [`${samples("note")} ${samples("noteLink")}: ${sampleGuide}`, ""] : []),
    ...(more > 0 ? [t("emailMore", { count: String(more) }), ""] : []),
    `${t("emailManage")}: ${manage}`,
    `${t("emailUnsubscribe")}: ${unsubscribePage}`,
    "",
    t("emailWhy"),
    email("signature"),
  ].join("\n");

  const items = shown
    .map((deal) => {
      const d = describe(deal);
      const label = deal.sample ? `<strong style="color:#92400e">${escapeHtml(samples("label"))}</strong> · ` : "";
      return `<li style="margin-bottom:12px">${label}<a href="${escapeHtml(d.link)}" style="color:#1d4ed8;font-weight:600">${escapeHtml(deal.title)}</a><br><strong>${escapeHtml(d.price)}</strong> · ${escapeHtml(d.route)}</li>`;
    })
    .join("\n");
  const html = `<!doctype html><html lang="${locale}"${locale === "ar" ? ' dir="rtl"' : ""}><body style="font-family:sans-serif;line-height:1.5">
<p>${escapeHtml(email("greeting", { name: input.name }))}</p>
<p>${escapeHtml(intro)}</p>
<ul style="padding-left:18px">
${items}
</ul>
${more > 0 ? `<p>${escapeHtml(t("emailMore", { count: String(more) }))}</p>` : ""}
${anySample ? `<p style="font-size:13px;color:#92400e">${escapeHtml(samples("note"))} <a href="${escapeHtml(sampleGuide)}">${escapeHtml(samples("noteLink"))}</a></p>` : ""}
<p><a href="${escapeHtml(manage)}">${escapeHtml(t("emailManage"))}</a> · <a href="${escapeHtml(unsubscribePage)}">${escapeHtml(t("emailUnsubscribe"))}</a></p>
<p style="font-size:13px;color:#555">${escapeHtml(t("emailWhy"))}</p>
<p>${escapeHtml(email("signature"))}</p>
</body></html>`;

  return {
    to: input.to,
    subject,
    text,
    html,
    headers: { "List-Unsubscribe": `<${oneClick}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  };
}
