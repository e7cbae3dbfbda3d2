import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { hasLocale } from "next-intl";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { Breadcrumbs } from "@/components/layout/breadcrumbs";
import { CalculationResultPanel } from "@/components/points/calculation-result";
import { CalculatorForms, type CalculatorAccess } from "@/components/points/calculator-forms";
import { COMPASS_PATH, type CompassView } from "@/components/points/compass-links";
import { panelClass } from "@/components/points/styles";
import { TransferPartners } from "@/components/points/transfer-partners";
import { ValuationsTable } from "@/components/points/valuations-table";
import { PointsAccess } from "@/components/members/points-access";
import { TransferBonuses } from "@/components/members/transfer-bonuses";
import { JsonLd } from "@/components/seo/json-ld";
import { getCurrentUser } from "@/lib/auth/queries";
import { FREE_LIMITS } from "@/lib/billing/schema";
import { firstValues } from "@/lib/cards/schema";
import { getCardDirectoryFacts } from "@/lib/cards/queries";
import { Link } from "@/lib/i18n/navigation";
import { localizePath } from "@/lib/i18n/paths";
import { routing } from "@/lib/i18n/routing";
import { FORM_FIELDS } from "@/lib/points/form";
import { getPointsCounts, listProgramOptions, listProgramValuations, listTransferPartners } from "@/lib/points/queries";
import { readResultToken } from "@/lib/points/result-token";
import { PROGRAM_KINDS, pointsMessages, type ProgramKind } from "@/lib/points/schema";
import { computeCalculation, type CalculationResult } from "@/lib/points/service";
import { pageMetadata } from "@/lib/seo/metadata";
import { siteUrl } from "@/lib/seo/site-url";

// Rendered per request (its query holds the calculators' answers), the same page for everybody:
// stored and shared with members (docs/caching.md). A member's plan and use and Premium's transfer
// bonuses come from islands; only an address with a result token (?result=, which names its
// member) reads the session, and the page cache renders that one for them (server/page-cache.ts).
export const dynamic = "force-dynamic";

const PATH = COMPASS_PATH;
const ERROR_KEYS = new Set<string>([...Object.keys(pointsMessages), "invalid"]);

export async function generateMetadata({ params }: PageProps<"/[locale]/travel-points-compass">): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  const t = await getTranslations({ locale, namespace: "Points" });
  const counts = await getPointsCounts();
  return pageMetadata({ locale, path: PATH, title: t("compassMetaTitle"), description: t("compassMetaDescription", counts), pageType: "cards" });
}

export default async function TravelPointsCompassPage({ params, searchParams }: PageProps<"/[locale]/travel-points-compass">) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations("Points");
  const requestErrors = await getTranslations("RequestErrors");
  const memberText = await getTranslations("MemberPoints");
  const query = firstValues(await searchParams);
  const kind = (PROGRAM_KINDS as readonly string[]).includes(query.kind ?? "") ? (query.kind as ProgramKind) : undefined;

  // The signed-out visitor's page: the calculators post the same way for everybody.
  const access: CalculatorAccess = "signed-out";
  const [counts, valuations, options, transfers, cardFacts] = await Promise.all([
    getPointsCounts(),
    listProgramValuations(kind),
    listProgramOptions(),
    listTransferPartners({ withBonuses: false }),
    getCardDirectoryFacts(),
  ]);

  // A result this visitor calculated (the signed token names them); recomputed, never counted again.
  let result: CalculationResult | null = null;
  let resultExpired = false;
  if (query.result) {
    const user = await getCurrentUser();
    const token = user ? readResultToken(query.result, user.id) : null;
    if (token) result = await computeCalculation(token.input, { withBonuses: token.withBonuses }).catch(() => null);
    resultExpired = result === null;
  }
  const error = query.error && ERROR_KEYS.has(query.error) ? query.error : query.error === "limit" || query.error === "busy" ? query.error : null;
  const values = Object.fromEntries(FORM_FIELDS.filter((name) => query[name] !== undefined).map((name) => [name, query[name]!.slice(0, 40)]));
  const url = `${siteUrl()}${localizePath(PATH, locale)}`;
  // One currency's transfer table at a time (?from=): an unknown one shows none.
  const view: CompassView = { kind, from: transfers.some((row) => row.from === query.from) ? query.from : undefined };

  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <Breadcrumbs items={[{ name: t("compassTitle"), path: PATH }]} />
      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@type": "WebApplication",
          name: t("compassTitle"),
          url,
          description: t("compassMetaDescription", counts),
          applicationCategory: "FinanceApplication",
          operatingSystem: "Any",
          inLanguage: locale,
          offers: { "@type": "Offer", price: 0, priceCurrency: "USD" },
        }}
      />
      <header className="mt-6">
        <h1 className="text-3xl font-bold tracking-tight md:text-4xl">{t("compassTitle")}</h1>
        <p className="mt-3 max-w-3xl text-lg text-muted-foreground">{t("compassIntro", counts)}</p>
        <nav aria-label={t("compassTitle")} className="mt-4 flex flex-wrap gap-4 text-sm">
          <a href="#calculators" className="text-primary underline underline-offset-2">{t("jumpCalculators")}</a>
          <a href="#valuations" className="text-primary underline underline-offset-2">{t("jumpValuations")}</a>
          <a href="#transfers" className="text-primary underline underline-offset-2">{t("jumpTransfers")}</a>
          <Link href="/credit-cards" prefetch={false} className="text-primary underline underline-offset-2">{t("jumpCards")}</Link>
        </nav>
      </header>

      {(result || resultExpired) && (
        <section id="result" aria-labelledby="result-heading" className="mt-10 scroll-mt-24">
          <h2 id="result-heading" className="text-2xl font-semibold">{t("resultTitle")}</h2>
          <div className="mt-4">{result ? <CalculationResultPanel result={result} locale={locale} /> : <p className={panelClass}>{t("resultExpired")}</p>}</div>
        </section>
      )}

      <section id="calculators" aria-labelledby="calculators-heading" className="mt-10 scroll-mt-24">
        <h2 id="calculators-heading" className="text-2xl font-semibold">{t("calculatorsTitle")}</h2>
        <PointsAccess
          text={{
            freeUsage: Array.from({ length: FREE_LIMITS.points_calculation + 1 }, (_, used) => t("freeUsage", { used, limit: FREE_LIMITS.points_calculation })),
            freeHint: t("freeUsageHint"),
            premium: t("premiumUsage"),
            upgrade: t("upgrade"),
          }}
        >
          <p>
            {t("signedOutNotice", { limit: FREE_LIMITS.points_calculation })}{" "}
            <Link href={`/auth?redirect=${encodeURIComponent(PATH)}`} prefetch={false} className="font-semibold text-primary underline underline-offset-2">
              {t("signInToCalculate")}
            </Link>
          </p>
        </PointsAccess>
        {error && (
          <div role="alert" className="mt-4 rounded-xl border border-destructive/40 bg-destructive/10 p-4" data-calculation-error={error}>
            <p className="font-semibold">{t("errorTitle")}</p>
            {error === "limit" ? (
              <p className="mt-1">
                {t("limitReached", { limit: FREE_LIMITS.points_calculation })}{" "}
                <Link href="/subscription" prefetch={false} className="font-semibold underline underline-offset-2">
                  {t("upgrade")}
                </Link>
              </p>
            ) : error === "busy" ? (
              <p className="mt-1">{requestErrors("busy")}</p>
            ) : (
              <p className="mt-1">{t(`errors.${error as keyof typeof pointsMessages | "invalid"}`)}</p>
            )}
          </div>
        )}
        <div className="mt-6">
          <CalculatorForms locale={locale} programs={options} access={access} values={values} />
        </div>
      </section>

      <section id="valuations" aria-labelledby="valuations-heading" className="mt-12 scroll-mt-24">
        <h2 id="valuations-heading" className="text-2xl font-semibold">{t("valuationsTitle")}</h2>
        <p className="mt-2 text-muted-foreground">{t("valuationsIntro")}</p>
        <ValuationsTable programs={valuations} view={view} />
      </section>

      <section id="transfers" aria-labelledby="transfers-heading" className="mt-12 scroll-mt-24">
        <h2 id="transfers-heading" className="text-2xl font-semibold">{t("transfersTitle")}</h2>
        <p className="mt-2 text-muted-foreground">{t("transfersIntro")}</p>
        <TransferBonuses
          text={{
            locale,
            title: memberText("bonusesTodayTitle"),
            none: memberText("noBonusToday"),
            columnProgram: t("columnProgram"),
            columnPartner: t("columnPartner"),
            columnBonus: t("columnBonus"),
            columnThrough: t("columnThrough"),
            bonusUntil: t("bonusUntil", { percent: "{percent}", date: "{date}" }),
          }}
        >
          <p>{t("transfersPremiumNote")}</p>
        </TransferBonuses>
        <TransferPartners transfers={transfers} withBonuses={false} view={view} />
      </section>

      <aside className={`${panelClass} mt-12 flex flex-wrap items-center justify-between gap-4`}>
        <p className="font-medium">{t("cardsPromo", { count: cardFacts.count })}</p>
        <Link href="/credit-cards" prefetch={false} className="rounded-md bg-primary px-4 py-2 font-semibold text-primary-foreground hover:bg-primary/90">
          {t("jumpCards")}
        </Link>
      </aside>
    </div>
  );
}
