import type { getFormatter, getTranslations } from "next-intl/server";
import type { CardView } from "@/lib/cards/queries";
import { formatPrice } from "@/lib/currency/format";
import type { Locale } from "@/lib/i18n/locales";
import { EARN_CATEGORIES, DEFAULT_SPENDING_PROFILE } from "@/lib/points/schema";

const usd = (amount: number, locale: Locale) => formatPrice({ amount, code: "USD", rate: 1, locale }).replace(/\.00$/, "");
export const yearlySpend = Object.values(DEFAULT_SPENDING_PROFILE).reduce((sum, value) => sum + value, 0);

/**
 * What the card parts format with, read once per page (getTranslations("Points"), getFormatter()):
 * the parts are plain functions, not a server component each, since the directory renders dozens of
 * cards (each part awaiting its own translator cost the page's render a task per part).
 */
export type CardText = { t: Awaited<ReturnType<typeof getTranslations<"Points">>>; format: Awaited<ReturnType<typeof getFormatter>>; locale: Locale };

/** The card's earn rates, highest first, "everything else" last. */
export function EarnRates({ card, text: { t, format } }: { card: CardView; text: CardText }) {
  const entries = EARN_CATEGORIES.filter((category) => card.earnRates[category] !== undefined && category !== "other")
    .map((category) => [category, card.earnRates[category]!] as const)
    .sort((a, b) => b[1] - a[1]);
  entries.push(["other", card.earnRates.other ?? 1]);
  return (
    <ul className="space-y-0.5">
      {entries.map(([category, rate]) => (
        <li key={category}>{t("earnRate", { rate: format.number(rate), category: t(`category_${category}`) })}</li>
      ))}
    </ul>
  );
}

export function WelcomeBonus({ card, text: { t, format, locale } }: { card: CardView; text: CardText }) {
  if (card.welcomeBonusPoints === null || card.welcomeSpendUsd === null || card.welcomeMonths === null) return <>{t("noWelcomeBonus")}</>;
  return <>{t("welcomeBonusValue", { points: format.number(card.welcomeBonusPoints), spend: usd(card.welcomeSpendUsd, locale), months: card.welcomeMonths })}</>;
}

export function ForeignFee({ card, text: { t, format } }: { card: CardView; text: CardText }) {
  return <>{card.foreignTransactionFeePct === 0 ? t("foreignFeeNone") : t("foreignFeePercent", { percent: format.number(card.foreignTransactionFeePct) })}</>;
}

export function AnnualFee({ card, locale }: { card: CardView; locale: Locale }) {
  return <>{usd(card.annualFeeUsd, locale)}</>;
}

/**
 * The Premium figure; absent from the card unless the server computed it (Premium members only).
 * Locked, it is a slot the Premium island fills (components/members/card-values.tsx).
 */
export function ActualPointValue({ card, showLocked, text: { t, format, locale } }: { card: CardView; showLocked: boolean; text: CardText }) {
  if (!card.actualPointValue) {
    return showLocked ? (
      <span data-point-value-slot={card.slug}>
        <span data-point-value-locked="" className="text-muted-foreground">
          {t("actualPointValueLocked")}
        </span>
      </span>
    ) : null;
  }
  return (
    <span data-actual-point-value>
      <span className="font-semibold">{t("actualPointValueAmount", { value: usd(card.actualPointValue.valueUsd, locale), points: format.number(card.actualPointValue.points) })}</span>
      <span className="block text-xs text-muted-foreground">{t("actualPointValueNote", { spend: usd(yearlySpend, locale) })}</span>
    </span>
  );
}

// One formatter per locale: a directory page labels every card's month.
const monthFormats = new Map<string, Intl.DateTimeFormat>();

export function monthLabel(month: string, locale: Locale): string {
  let format = monthFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { year: "numeric", month: "long", timeZone: "UTC" });
    monthFormats.set(locale, format);
  }
  return format.format(new Date(`${month}-01T00:00:00Z`));
}

export { usd as formatUsd };
