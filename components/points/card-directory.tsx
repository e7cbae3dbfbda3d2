import { TableScroll } from "@/components/ui/table-scroll";
import type { ReactNode } from "react";
import { getFormatter, getTranslations } from "next-intl/server";
import type { CardDirectoryFacts, CardView } from "@/lib/cards/queries";
import { CARD_SORTS, FEE_CEILINGS, MAX_COMPARE, cardsHref, type CardQuery } from "@/lib/cards/schema";
import { Link } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/locales";
import { localizePath } from "@/lib/i18n/paths";
import { ActualPointValue, AnnualFee, EarnRates, ForeignFee, WelcomeBonus, formatUsd, monthLabel, type CardText } from "./card-parts";
import { controlClass, fieldClass, primaryButtonClass, tableClass, tdClass, thClass } from "./styles";

/**
 * Filters and sort as a plain GET form: every result is a URL. The comparison is kept. The sort by
 * actual point value is Premium's: rendered hidden and disabled in the shared page, offered by the
 * Premium island (components/members/card-values.tsx), which also applies it.
 */
export async function CardFilters({ query, facts, locale }: { query: CardQuery; facts: CardDirectoryFacts; locale: Locale }) {
  const t = await getTranslations("Points");
  return (
    <form method="get" action={localizePath("/credit-cards", locale)} className="grid grid-cols-1 gap-3 rounded-xl border bg-card p-4 sm:grid-cols-2 lg:grid-cols-6" aria-label={t("filtersTitle")}>
      <label className={fieldClass}>
        <span className="font-medium">{t("issuer")}</span>
        <select name="issuer" defaultValue={query.issuer ?? ""} className={controlClass}>
          <option value="">{t("anyIssuer")}</option>
          {facts.issuers.map((issuer) => (
            <option key={issuer} value={issuer}>
              {issuer}
            </option>
          ))}
        </select>
      </label>
      <label className={fieldClass}>
        <span className="font-medium">{t("rewardsCurrency")}</span>
        <select name="program" defaultValue={query.program ?? ""} className={controlClass}>
          <option value="">{t("anyCurrency")}</option>
          {facts.programs.map((program) => (
            <option key={program.slug} value={program.slug}>
              {program.name}
            </option>
          ))}
        </select>
      </label>
      <label className={fieldClass}>
        <span className="font-medium">{t("maxFee")}</span>
        <select name="maxFee" defaultValue={query.maxFee === undefined ? "" : String(query.maxFee)} className={controlClass}>
          <option value="">{t("anyFee")}</option>
          {FEE_CEILINGS.map((fee) => (
            <option key={fee} value={fee}>
              {fee === 0 ? t("noAnnualFee") : t("feeUpTo", { fee: formatUsd(fee, locale) })}
            </option>
          ))}
        </select>
      </label>
      <label className={fieldClass}>
        <span className="font-medium">{t("sort")}</span>
        <select name="sort" defaultValue={query.sort === undefined || query.sort === "value-desc" ? "fee-asc" : query.sort} className={controlClass}>
          {CARD_SORTS.map((sort) =>
            sort === "value-desc" ? (
              <option key={sort} value={sort} hidden disabled data-premium-sort="">
                {t(`sort_${sort}`)}
              </option>
            ) : (
              <option key={sort} value={sort}>
                {t(`sort_${sort}`)}
              </option>
            ),
          )}
        </select>
      </label>
      <label className="flex items-center gap-2 self-end pb-2 text-sm">
        <input type="checkbox" name="noForeignFee" value="1" defaultChecked={query.noForeignFee === true} />
        <span className="font-medium">{t("noForeignFee")}</span>
      </label>
      {query.compare && query.compare.length > 0 && <input type="hidden" name="compare" value={query.compare.join(",")} />}
      <div className="flex items-end gap-3">
        <button type="submit" className={primaryButtonClass}>
          {t("apply")}
        </button>
        <Link href="/credit-cards" prefetch={false} className="pb-2 text-sm text-primary underline underline-offset-2">
          {t("reset")}
        </Link>
      </div>
    </form>
  );
}

function CompareLink({ card, query, labels }: { card: CardView; query: CardQuery; labels: { add: string; remove: string; full: string } }) {
  const compare = query.compare ?? [];
  const selected = compare.includes(card.slug);
  if (!selected && compare.length >= MAX_COMPARE) return <span className="text-sm text-muted-foreground">{labels.full}</span>;
  const next = selected ? compare.filter((slug) => slug !== card.slug) : [...compare, card.slug];
  return (
    <Link
      href={`${cardsHref({ ...query, compare: next })}#compare`}
      prefetch={false}
      data-compare-link={card.slug}
      data-selected={selected ? "true" : undefined}
      className={`rounded-md border px-3 py-1.5 text-sm font-medium ${selected ? "border-primary bg-primary/10 text-primary" : "hover:bg-accent"}`}
    >
      {selected ? labels.remove : labels.add}
    </Link>
  );
}

/** The directory's cards: the translations and formatter read once for all of them. */
export async function CardList({ cards, query, locale, showLocked }: { cards: readonly CardView[]; query: CardQuery; locale: Locale; showLocked: boolean }) {
  const text: CardText = { t: await getTranslations("Points"), format: await getFormatter(), locale };
  const opensInNewTab = (await getTranslations("Common"))("opensInNewTab");
  return cards.map((card, index) => <CardItem key={card.slug} card={card} order={index} query={query} text={text} showLocked={showLocked} opensInNewTab={opensInNewTab} />);
}

/** One card of the directory. */
function CardItem({ card, order, query, text, showLocked, opensInNewTab }: { card: CardView; order: number; query: CardQuery; text: CardText; showLocked: boolean; opensInNewTab: string }) {
  const { t, format, locale } = text;
  return (
    <article className="rounded-xl border bg-card p-5 shadow-sm" data-card={card.slug} data-card-order={order} aria-labelledby={`card-${card.slug}`}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 id={`card-${card.slug}`} className="text-lg font-semibold">
            {card.name}
          </h3>
          <p className="text-sm text-muted-foreground">{card.issuer}</p>
        </div>
        <CompareLink
          card={card}
          query={query}
          labels={{ add: t("compareAdd", { name: card.name }), remove: t("compareRemove", { name: card.name }), full: t("compareFull") }}
        />
      </div>
      <dl className="mt-4 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2 lg:grid-cols-3">
        <div>
          <dt className="text-muted-foreground">{t("annualFee")}</dt>
          <dd className="font-semibold" data-fee={card.annualFeeUsd}>
            <AnnualFee card={card} locale={locale} />
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground">{t("rewardsCurrency")}</dt>
          <dd>
            <Link href={`/travel-points-compass#program-${card.program.slug}`} prefetch={false} className="text-primary underline underline-offset-2">
              {t("valuedAt", { currency: card.program.currencyName, cents: format.number(card.program.valuationCents, { maximumFractionDigits: 3 }) })}
            </Link>
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground">{t("foreignFee")}</dt>
          <dd data-foreign-fee={card.foreignTransactionFeePct}>
            <ForeignFee card={card} text={text} />
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground">{t("earnRates")}</dt>
          <dd>
            <EarnRates card={card} text={text} />
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground">{t("welcomeBonus")}</dt>
          <dd>
            <WelcomeBonus card={card} text={text} />
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground">{t("perks")}</dt>
          <dd>
            <ul className="list-disc ps-4">
              {card.perks.map((perk) => (
                <li key={perk}>{perk}</li>
              ))}
            </ul>
          </dd>
        </div>
      </dl>
      {(card.actualPointValue || showLocked) && (
        <div className="mt-4 rounded-lg bg-muted/50 p-3 text-sm">
          <p className="text-muted-foreground">{t("actualPointValue")}</p>
          <ActualPointValue card={card} showLocked={showLocked} text={text} />
        </div>
      )}
      <p className="mt-4 flex flex-wrap items-center justify-between gap-2 text-sm">
        <a href={card.url} target="_blank" rel="nofollow noopener noreferrer" className="text-primary underline underline-offset-2">
          {t("issuerPage", { name: card.name })}
          <span className="sr-only"> {opensInNewTab}</span>
        </a>
        <span className="text-muted-foreground">{t("dataAsOf", { date: monthLabel(card.asOf, locale) })}</span>
      </p>
    </article>
  );
}

/** The side-by-side comparison of up to 3 cards. */
export async function CardComparison({ cards, query, locale, showLocked }: { cards: readonly CardView[]; query: CardQuery; locale: Locale; showLocked: boolean }) {
  const t = await getTranslations("Points");
  const format = await getFormatter();
  const text: CardText = { t, format, locale };
  const rows: Array<{ key: string; label: string; cell: (card: CardView) => ReactNode }> = [
    { key: "issuer", label: t("issuer"), cell: (card) => card.issuer },
    { key: "fee", label: t("annualFee"), cell: (card) => <AnnualFee card={card} locale={locale} /> },
    { key: "currency", label: t("rewardsCurrency"), cell: (card) => t("valuedAt", { currency: card.program.currencyName, cents: format.number(card.program.valuationCents, { maximumFractionDigits: 3 }) }) },
    { key: "earn", label: t("earnRates"), cell: (card) => <EarnRates card={card} text={text} /> },
    { key: "bonus", label: t("welcomeBonus"), cell: (card) => <WelcomeBonus card={card} text={text} /> },
    { key: "foreign", label: t("foreignFee"), cell: (card) => <ForeignFee card={card} text={text} /> },
    { key: "perks", label: t("perks"), cell: (card) => <ul className="list-disc ps-4">{card.perks.map((perk) => <li key={perk}>{perk}</li>)}</ul> },
    { key: "value", label: t("actualPointValue"), cell: (card) => <ActualPointValue card={card} showLocked={showLocked} text={text} /> },
    { key: "asOf", label: t("asOfLabel"), cell: (card) => monthLabel(card.asOf, locale) },
  ];
  return (
    <TableScroll labelledBy="compare-heading" className="rounded-xl border bg-card p-4" data-comparison="">
      <table className={tableClass}>
        <thead>
          <tr>
            <td className={thClass} />
            {cards.map((card) => (
              <th key={card.slug} scope="col" className={`${thClass} min-w-56`} data-compare-card={card.slug}>
                {card.name}
                <Link
                  href={`${cardsHref({ ...query, compare: (query.compare ?? []).filter((slug) => slug !== card.slug) })}#compare`}
                  prefetch={false}
                  className="mt-1 block text-xs font-normal text-primary underline underline-offset-2"
                >
                  {t("compareRemove", { name: card.name })}
                </Link>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row" className={`${tdClass} text-start font-medium text-muted-foreground`}>{row.label}</th>
              {cards.map((card) => (
                <td key={card.slug} className={tdClass}>
                  {row.cell(card)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-3 text-sm">
        <Link href={`${cardsHref({ ...query, compare: [] })}`} prefetch={false} className="text-primary underline underline-offset-2">
          {t("compareClear")}
        </Link>
      </p>
    </TableScroll>
  );
}

export { formatUsd };
