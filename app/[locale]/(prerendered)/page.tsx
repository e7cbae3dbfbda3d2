import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { hasLocale } from "next-intl";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { AppStoreBadge } from "@/components/home/app-store-badge";
import { HideForPremium } from "@/components/billing/hide-for-premium";
import { PremiumUpsell } from "@/components/home/premium-upsell";
import { SectionHeading } from "@/components/home/section-heading";
import { VacationRentalSearch } from "@/components/home/vacation-rental-search";
import { JsonLd } from "@/components/seo/json-ld";
import { buttonVariants } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { Link } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/locales";
import { routing } from "@/lib/i18n/routing";
import { localizePath } from "@/lib/i18n/paths";
import { pageMetadata } from "@/lib/seo/metadata";
import { siteUrl } from "@/lib/seo/site-url";
import { buildWebSite, withSchemaContext } from "@/lib/seo/structured-data";
import { homeAdventureLinks } from "@/lib/experiences/kinds";
import { figureAtLeast } from "@/lib/format/figure";
import { getHomeFigures, homeMessageArgs } from "@/lib/home/figures";
import { siteConfig } from "@/lib/site-config";
import { cn } from "@/lib/utils";

export const dynamic = "error";

// docs/features/home-page.md: guests 1 to 10, then 12, 14, 16, 20; default 2.
const GUEST_OPTIONS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 12, 14, 16, 20] as const;
const DEFAULT_GUESTS = 2;
const POPULAR_DESTINATIONS = ["Miami", "Orlando", "Las Vegas", "Maui", "Smoky Mountains"] as const;

// The outdoor directory's figures, counted in its data when the page is built (the official lists
// decide them: 153 forests and 127 monuments where the first copy said 155 and 129;
// docs/features/home-page.md).
const OUTDOOR_STATS = [
  { key: "parks", kind: "park", icon: "landmark" },
  { key: "forests", kind: "forest", icon: "trees" },
  { key: "monuments", kind: "monument", icon: "flag" },
  { key: "trails", kind: "trail", icon: "footprints" },
  { key: "campgrounds", kind: "campground", icon: "tent" },
  { key: "grasslands", kind: "grassland", icon: "sprout" },
] as const;
// The home page's ski tiles: the directory's regions, each with its count from the data.
const SKI_REGIONS = [
  { key: "northAmerica", region: "north-america" },
  { key: "europe", region: "europe" },
  { key: "asia", region: "asia" },
  { key: "southern", region: "southern-hemisphere" },
] as const;

type FaqItem = { question: string; answer: string };

/** Messages that are lists: each item formatted with the arguments (t.raw would leave them unformatted). */
function listOf<T>(raw: unknown, item: (index: number) => T): T[] {
  return Array.from({ length: Array.isArray(raw) ? raw.length : 0 }, (_, index) => item(index));
}

export async function generateMetadata({ params }: PageProps<"/[locale]">): Promise<Metadata> {
  const { locale } = await params;
  // Files like /favicon.ico reach [locale] too: answer 404 rather than a metadata error.
  if (!hasLocale(routing.locales, locale)) notFound();
  const t = await getTranslations({ locale, namespace: "Home" });
  const meta = await getTranslations({ locale, namespace: "Metadata" });
  return pageMetadata({
    locale,
    path: "/",
    title: t("metaTitle"),
    description: t("metaDescription"),
    keywords: meta("keywords").split(",").map((keyword) => keyword.trim()),
    pageType: "home",
  });
}

export default async function HomePage({ params }: PageProps<"/[locale]">) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations("Home");
  const common = await getTranslations("Common");
  // Every figure the page states comes from the data (lib/home/figures.ts), never from the copy.
  const figures = await getHomeFigures();
  const args = homeMessageArgs(figures, locale);
  const faqItems: FaqItem[] = listOf(t.raw("faq.items"), (index) => ({
    question: t(`faq.items.${index}.question`),
    answer: t(`faq.items.${index}.answer`, args.faq),
  }));
  const homeUrl = `${siteUrl()}${localizePath("/", locale as Locale)}`;

  return (
    <>
      {/* Hero */}
      <section
        aria-labelledby="home-hero"
        className="relative isolate flex min-h-[500px] items-center overflow-hidden bg-gradient-to-br from-sky-900 via-blue-800 to-indigo-950 text-white md:min-h-[600px]"
      >
        <div aria-hidden className="absolute -end-24 -top-24 -z-10 size-96 rounded-full bg-cyan-400/20 blur-3xl" />
        <div aria-hidden className="absolute -bottom-32 -start-24 -z-10 size-[28rem] rounded-full bg-orange-400/20 blur-3xl" />
        <div className="mx-auto grid w-full max-w-7xl items-center gap-10 px-4 py-16 lg:grid-cols-[1.3fr_1fr]">
          <div>
            <p className="inline-flex items-center gap-2 rounded-full bg-white/15 px-3 py-1 text-sm font-medium">
              <Icon name="compass" className="size-4" />
              {t("hero.eyebrow")}
            </p>
            <h1 id="home-hero" className="mt-5 text-4xl font-extrabold tracking-tight md:text-6xl">
              {t("hero.title")}
            </h1>
            <p className="mt-5 max-w-2xl text-lg text-white/90 md:text-xl">{t("hero.subtitle")}</p>
            <div className="mt-8 flex flex-wrap gap-3">
              <Link href="/ai-trip-planner" prefetch={false} className={buttonVariants({ size: "lg", variant: "highlight" })}>
                <Icon name="sparkles" />
                {t("hero.itineraryPlanner")}
              </Link>
              <a
                href="#vacation-rentals"
                className={cn(buttonVariants({ size: "lg", variant: "outline" }), "border-white/60 bg-transparent text-white hover:bg-white/10 hover:text-white")}
              >
                <Icon name="house" />
                {t("hero.searchRentals")}
              </a>
            </div>
          </div>
          <ul className="grid gap-3">
            {(t.raw("hero.highlights") as string[]).map((highlight) => (
              <li key={highlight} className="flex items-center gap-3 rounded-xl bg-white/10 p-4 ring-1 ring-white/20 backdrop-blur">
                <Icon name="badge-check" className="size-6 shrink-0 text-emerald-300" />
                <span className="font-medium">{highlight}</span>
              </li>
            ))}
          </ul>
        </div>
      </section>

      {/* Vacation-rental search */}
      <section id="vacation-rentals" aria-labelledby="home-search" className="mx-auto max-w-7xl scroll-mt-24 px-4">
        <div className="relative z-10 -mt-12 rounded-2xl border bg-card p-6 text-card-foreground shadow-xl md:p-8">
          <SectionHeading id="home-search" icon="house" title={t("search.title")} text={t("search.subtitle")} className="mb-6" />
          <VacationRentalSearch
            labels={{
              where: t("search.whereLabel"),
              wherePlaceholder: t("search.wherePlaceholder"),
              dates: t("search.datesLabel"),
              datesPlaceholder: t("search.datesPlaceholder"),
              datesAlert: t("search.datesAlert"),
              guests: t("search.guestsLabel"),
              submit: t("search.submit"),
              popularTitle: t("search.popularTitle"),
              opensInNewTab: common("opensInNewTab"),
            }}
            guestOptions={GUEST_OPTIONS.map((count) => ({ value: count, label: t("search.guestOption", { count }) }))}
            defaultGuests={DEFAULT_GUESTS}
            destinations={POPULAR_DESTINATIONS.map((name) => ({ name, label: t("search.destinationLabel", { destination: name }) }))}
          />
          <p className="mt-4 text-xs text-muted-foreground">{t("search.partnerNote")}</p>
        </div>
      </section>

      {/* Travel Points Compass */}
      <section aria-labelledby="home-points" className="mx-auto max-w-7xl px-4 py-16">
        <div className="grid items-center gap-10 lg:grid-cols-2">
          <div>
            <SectionHeading id="home-points" icon="wallet" eyebrow={t("points.eyebrow")} title={t("points.title")} text={t("points.text", args.points)} />
            <Link href="/travel-points-compass" prefetch={false} className={cn(buttonVariants({ size: "lg" }), "mt-6")}>
              <Icon name="compass" />
              {t("points.cta")}
            </Link>
          </div>
          <ul className="grid gap-4 sm:grid-cols-3">
            {(["creditCard", "airline", "hotel"] as const).map((kind) => (
              <li key={kind} className="rounded-xl border bg-card p-5 text-center shadow-sm">
                <p className="text-4xl font-extrabold text-primary">{t(`points.${kind}Value`, args.points)}</p>
                <p className="mt-2 text-sm text-muted-foreground">{t(`points.${kind}Label`, args.points)}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      {/* AI Trip Planner */}
      <section aria-labelledby="home-planner" className="bg-muted/50 py-16">
        <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 lg:grid-cols-2">
          <div className="order-last rounded-2xl bg-gradient-to-br from-violet-700 to-fuchsia-800 p-8 text-white lg:order-first">
            <Icon name="sparkles" className="size-10" />
            <ul className="mt-6 space-y-3">
              {listOf(t.raw("planner.features"), (index) => t(`planner.features.${index}`, args.planner)).map((feature) => (
                <li key={feature} className="flex items-start gap-3">
                  <Icon name="check" className="mt-0.5 size-5 shrink-0 text-fuchsia-200" />
                  <span>{feature}</span>
                </li>
              ))}
            </ul>
          </div>
          <div>
            <SectionHeading id="home-planner" icon="sparkles" eyebrow={t("planner.eyebrow")} title={t("planner.title")} text={t("planner.text", args.planner)} />
            <Link href="/clean-trip-planner" prefetch={false} className={cn(buttonVariants({ size: "lg" }), "mt-6")}>
              {t("planner.cta")}
              <Icon name="arrow-right" className="rtl:rotate-180" />
            </Link>
          </div>
        </div>
      </section>

      {/* Affiliate cards */}
      <section aria-labelledby="home-partners" className="mx-auto max-w-7xl px-4 py-16">
        <SectionHeading id="home-partners" title={t("affiliate.title")} text={t("affiliate.subtitle")} />
        <ul className="mt-8 grid gap-6 md:grid-cols-2">
          {(
            [
              { key: "hotels", href: siteConfig.affiliateCards.hotels, icon: "building-2", gradient: "from-teal-700 to-cyan-900" },
              { key: "flights", href: siteConfig.affiliateCards.flights, icon: "plane", gradient: "from-blue-700 to-indigo-900" },
            ] as const
          ).map((card) => (
            <li key={card.key} className="flex flex-col overflow-hidden rounded-2xl border bg-card shadow-sm">
              <div className={cn("flex h-32 items-center justify-center bg-gradient-to-br text-white", card.gradient)}>
                <Icon name={card.icon} className="size-14" />
              </div>
              <div className="flex flex-1 flex-col p-6">
                <p className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">{t("affiliate.sponsored")}</p>
                <h3 className="mt-1 text-xl font-semibold">{t(`affiliate.${card.key}Title`)}</h3>
                <p className="mt-2 flex-1 text-muted-foreground">{t(`affiliate.${card.key}Text`)}</p>
                <a
                  href={card.href}
                  target="_blank"
                  rel="sponsored noopener"
                  data-affiliate-card={card.key}
                  className={cn(buttonVariants(), "mt-5 self-start")}
                >
                  {t(`affiliate.${card.key}Cta`)}
                  <Icon name="arrow-right" className="rtl:rotate-180" />
                  <span className="sr-only"> {common("opensInNewTab")}</span>
                </a>
              </div>
            </li>
          ))}
        </ul>
      </section>

      {/* Americas Outdoor Directory */}
      <section aria-labelledby="home-outdoors" className="bg-gradient-to-br from-emerald-50 to-lime-50 py-16 dark:from-emerald-950/60 dark:to-slate-900">
        <div className="mx-auto max-w-7xl px-4">
          <SectionHeading id="home-outdoors" icon="trees" eyebrow={t("outdoors.eyebrow")} title={t("outdoors.title")} text={t("outdoors.text")} />
          <ul className="mt-8 grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-6">
            {OUTDOOR_STATS.map((stat) => (
              <li key={stat.key} className="rounded-xl border bg-card p-5 text-center shadow-sm">
                <Icon name={stat.icon} className="mx-auto size-7 text-emerald-700 dark:text-emerald-400" />
                <p className="mt-2 text-3xl font-extrabold">{figures.outdoor[stat.kind]}</p>
                <p className="text-sm text-muted-foreground">{t(`outdoors.stats.${stat.key}`)}</p>
              </li>
            ))}
          </ul>
          <Link href="/americas-outdoor-directory" prefetch={false} className={cn(buttonVariants({ size: "lg" }), "mt-8")}>
            <Icon name="trees" />
            {t("outdoors.cta")}
          </Link>
        </div>
      </section>

      {/* Adventures */}
      <section aria-labelledby="home-adventures" className="mx-auto max-w-7xl px-4 py-16">
        <SectionHeading id="home-adventures" icon="compass" eyebrow={t("adventures.eyebrow")} title={t("adventures.title")} text={t("adventures.text", args.adventures)} />
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {(
            [
              { key: "findTours", text: "toursText", icon: "footprints", href: homeAdventureLinks.findAdventureTours },
              { key: "water", text: "waterText", icon: "waves", href: homeAdventureLinks.exploreWaterActivities },
              { key: "dayTrips", text: "dayTripsText", icon: "calendar-days", href: homeAdventureLinks.findDayExcursions },
            ] as const
          ).map((item) => (
            <li key={item.key} className="flex flex-col rounded-xl border bg-card p-6 shadow-sm">
              <Icon name={item.icon} className="size-8 text-primary" />
              <p className="mt-3 flex-1 text-muted-foreground">{t(`adventures.${item.text}`)}</p>
              <Link href={item.href} prefetch={false} className={cn(buttonVariants({ variant: "outline" }), "mt-4 self-start")}>
                {t(`adventures.${item.key}`)}
              </Link>
            </li>
          ))}
        </ul>
        <Link href={homeAdventureLinks.viewAllAdventures} prefetch={false} className={cn(buttonVariants({ size: "lg" }), "mt-8")}>
          {t("adventures.viewAll")}
          <Icon name="arrow-right" className="rtl:rotate-180" />
        </Link>
      </section>

      {/* Ski resorts */}
      <section aria-labelledby="home-ski" className="bg-gradient-to-br from-slate-800 via-sky-900 to-slate-900 py-16 text-white">
        <div className="mx-auto max-w-7xl px-4">
          <SectionHeading id="home-ski" icon="mountain-snow" tone="inverse" eyebrow={t("ski.eyebrow")} title={t("ski.title")} text={t("ski.text", args.ski)} />
          <ul className="mt-8 grid grid-cols-2 gap-4 lg:grid-cols-4">
            {SKI_REGIONS.map((region) => (
              <li key={region.key} className="rounded-xl bg-white/10 p-5 ring-1 ring-white/20">
                <p className="text-3xl font-extrabold">{figureAtLeast(figures.ski.byRegion[region.region]).toLocaleString(locale)}+</p>
                <p className="text-white/90">{t(`ski.regions.${region.key}`)}</p>
              </li>
            ))}
          </ul>
          <Link href="/ski-resorts" prefetch={false} className={cn(buttonVariants({ size: "lg", variant: "secondary" }), "mt-8")}>
            <Icon name="mountain-snow" />
            {t("ski.cta")}
          </Link>
        </div>
      </section>

      {/* Credit card directory */}
      <section aria-labelledby="home-cards" className="mx-auto max-w-7xl px-4 py-16">
        <div className="grid items-center gap-10 lg:grid-cols-[1.2fr_1fr]">
          <div>
            <SectionHeading id="home-cards" icon="credit-card" eyebrow={t("cards.eyebrow")} title={t("cards.title")} text={t("cards.text", args.cards)} />
            <ul className="mt-6 space-y-2">
              {(t.raw("cards.features") as string[]).map((feature) => (
                <li key={feature} className="flex items-start gap-2">
                  <Icon name="check" className="mt-0.5 size-5 shrink-0 text-primary" />
                  <span>{feature}</span>
                </li>
              ))}
            </ul>
            <Link href="/credit-cards" prefetch={false} className={cn(buttonVariants({ size: "lg" }), "mt-6")}>
              <Icon name="credit-card" />
              {t("cards.cta")}
            </Link>
          </div>
          <div aria-hidden className="relative mx-auto h-56 w-full max-w-sm">
            <div className="absolute inset-x-6 top-0 h-44 -rotate-6 rounded-2xl bg-gradient-to-br from-slate-700 to-slate-900 shadow-lg" />
            <div className="absolute inset-x-0 top-8 flex h-44 flex-col justify-between rounded-2xl bg-gradient-to-br from-amber-500 to-orange-700 p-5 text-white shadow-xl">
              <Icon name="credit-card" className="size-8" />
              <p className="font-mono tracking-widest">•••• •••• •••• 2050</p>
            </div>
          </div>
        </div>
      </section>

      <HideForPremium>
        <PremiumUpsell />
      </HideForPremium>

      {/* App coming soon */}
      <section aria-labelledby="home-app" className="mx-auto max-w-7xl px-4 py-12">
        <div className="flex flex-col items-start gap-6 rounded-2xl border bg-card p-8 md:flex-row md:items-center md:justify-between">
          <div className="max-w-2xl">
            <h2 id="home-app" className="text-2xl font-bold tracking-tight">
              {t("app.title")}
            </h2>
            <p className="mt-2 text-muted-foreground">{t("app.text")}</p>
          </div>
          <Link href="/coming-soon" prefetch={false} className="rounded-xl focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2">
            <AppStoreBadge small={t("app.badgeSmall")} large={t("app.badgeLarge")} />
          </Link>
        </div>
      </section>

      {/* FAQ */}
      <section aria-labelledby="home-faq" className="mx-auto max-w-4xl px-4 py-12">
        <h2 id="home-faq" className="flex items-center gap-3 text-3xl font-bold tracking-tight">
          <Icon name="circle-help" className="size-8 text-primary" />
          {t("faq.title")}
        </h2>
        <div className="mt-6 divide-y rounded-xl border bg-card">
          {faqItems.map((item) => (
            <details key={item.question} className="group p-5">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 font-semibold [&::-webkit-details-marker]:hidden">
                <h3>{item.question}</h3>
                <Icon name="chevron-down" className="size-5 shrink-0 transition-transform group-open:rotate-180" />
              </summary>
              <p className="mt-3 leading-7 text-muted-foreground">{item.answer}</p>
            </details>
          ))}
        </div>
      </section>

      {/* Legal disclaimer */}
      <section aria-labelledby="home-disclaimer" className="mx-auto max-w-7xl px-4 pb-4 pt-8">
        <div className="rounded-xl border bg-muted/40 p-6 text-sm leading-6 text-muted-foreground">
          <h2 id="home-disclaimer" className="flex items-center gap-2 text-base font-semibold text-foreground">
            <Icon name="info" className="size-5" />
            {t("disclaimer.title")}
          </h2>
          {(t.raw("disclaimer.paragraphs") as string[]).map((paragraph) => (
            <p key={paragraph} className="mt-3">
              {paragraph}
            </p>
          ))}
        </div>
      </section>

      <JsonLd data={withSchemaContext(buildWebSite(locale as Locale))} />
      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@type": "FAQPage",
          mainEntity: faqItems.map((item) => ({
            "@type": "Question",
            name: item.question,
            acceptedAnswer: { "@type": "Answer", text: item.answer },
          })),
        }}
      />
      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@type": "BreadcrumbList",
          itemListElement: [{ "@type": "ListItem", position: 1, name: common("home"), item: homeUrl }],
        }}
      />
    </>
  );
}
