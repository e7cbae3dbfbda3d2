import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { hasLocale } from "next-intl";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { Breadcrumbs } from "@/components/layout/breadcrumbs";
import { JsonLd } from "@/components/seo/json-ld";
import { Link } from "@/lib/i18n/navigation";
import { localizePath } from "@/lib/i18n/paths";
import { routing } from "@/lib/i18n/routing";
import { pageMetadata } from "@/lib/seo/metadata";
import { siteUrl } from "@/lib/seo/site-url";
import { listEtiquetteGuides } from "@/lib/tools/queries";

// The guides come from the database (seeded at start): rendered per request, never at build time.
export const dynamic = "force-dynamic";

export async function generateMetadata({ params }: PageProps<"/[locale]/cultural-etiquette">): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  const t = await getTranslations({ locale, namespace: "Tools" });
  return pageMetadata({ locale, path: "/cultural-etiquette", title: t("etiquetteTitle"), description: t("etiquetteDescription") });
}

export default async function CulturalEtiquettePage({ params }: PageProps<"/[locale]/cultural-etiquette">) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations("Tools");
  const guides = await listEtiquetteGuides();
  const regionName = new Intl.DisplayNames([locale], { type: "region" });

  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <Breadcrumbs items={[{ name: t("etiquetteTitle"), path: "/cultural-etiquette" }]} />
      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@type": "ItemList",
          name: t("etiquetteTitle"),
          numberOfItems: guides.length,
          itemListElement: guides.map((guide, index) => ({
            "@type": "ListItem",
            position: index + 1,
            name: guide.name,
            url: `${siteUrl()}${localizePath(`/cultural-etiquette/${guide.slug}`, locale)}`,
          })),
        }}
      />
      <header className="mt-6">
        <h1 className="text-3xl font-bold tracking-tight md:text-4xl">{t("etiquetteTitle")}</h1>
        <p className="mt-3 max-w-3xl text-muted-foreground">{t("etiquetteIntro", { count: guides.length })}</p>
      </header>
      <ul className="mt-8 grid gap-3 sm:grid-cols-2 md:grid-cols-3 lg:grid-cols-4" aria-label={t("etiquetteCountries")}>
        {guides.map((guide) => (
          <li key={guide.slug}>
            <Link
              href={`/cultural-etiquette/${guide.slug}`}
              prefetch={false}
              className="block rounded-lg border bg-card px-4 py-3 font-medium shadow-sm hover:border-primary hover:text-primary"
            >
              {regionName.of(guide.countryCode) ?? guide.name}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
