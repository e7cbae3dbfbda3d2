import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { hasLocale } from "next-intl";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { Breadcrumbs } from "@/components/layout/breadcrumbs";
import { JsonLd } from "@/components/seo/json-ld";
import { AirportAttribution, TransitForm } from "@/components/tools/transit-form";
import { Link } from "@/lib/i18n/navigation";
import { localizePath } from "@/lib/i18n/paths";
import { routing } from "@/lib/i18n/routing";
import { pageMetadata } from "@/lib/seo/metadata";
import { siteUrl } from "@/lib/seo/site-url";
import { getToolsCounts, listCityGuides, listTransitPlaceNames } from "@/lib/tools/queries";

export const dynamic = "force-dynamic";

export async function generateMetadata({ params }: PageProps<"/[locale]/getting-around">): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  const t = await getTranslations({ locale, namespace: "Tools" });
  return pageMetadata({ locale, path: "/getting-around", title: t("gettingAroundTitle"), description: t("gettingAroundDescription"), pageType: "flights" });
}

export default async function GettingAroundPage({ params }: PageProps<"/[locale]/getting-around">) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations("Tools");
  const [guides, counts, placeNames] = await Promise.all([listCityGuides(), getToolsCounts(), listTransitPlaceNames()]);

  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <Breadcrumbs items={[{ name: t("gettingAroundTitle"), path: "/getting-around" }]} />
      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@type": "ItemList",
          name: t("cityGuidesHeading"),
          numberOfItems: guides.length,
          itemListElement: guides.map((guide, index) => ({
            "@type": "ListItem",
            position: index + 1,
            name: guide.name,
            url: `${siteUrl()}${localizePath(`/getting-around/${guide.slug}`, locale)}`,
          })),
        }}
      />
      <header className="mt-6">
        <h1 className="text-3xl font-bold tracking-tight md:text-4xl">{t("gettingAroundTitle")}</h1>
        <p className="mt-3 max-w-3xl text-muted-foreground">{t("gettingAroundIntro", { guides: counts.cityGuides, airports: counts.airports })}</p>
      </header>
      <TransitForm locale={locale} values={{ from: "", to: "", travellers: "1" }} placeNames={placeNames} />
      <section aria-labelledby="guides-heading" className="mt-10">
        <h2 id="guides-heading" className="text-2xl font-semibold">
          {t("cityGuidesHeading")}
        </h2>
        <ul className="mt-4 grid gap-3 sm:grid-cols-2 md:grid-cols-3 lg:grid-cols-4">
          {guides.map((guide) => (
            <li key={guide.slug}>
              <Link href={`/getting-around/${guide.slug}`} prefetch={false} className="block rounded-lg border bg-card px-4 py-3 shadow-sm hover:border-primary">
                <span className="font-medium">{guide.name}</span>
                <span className="block text-sm text-muted-foreground">{guide.country}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <AirportAttribution />
    </div>
  );
}
