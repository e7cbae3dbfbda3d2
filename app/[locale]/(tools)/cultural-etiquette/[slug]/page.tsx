import { TableScroll } from "@/components/ui/table-scroll";
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
import { etiquetteSectionKeys, phraseKeys } from "@/lib/tools/data";
import { getEtiquetteGuide } from "@/lib/tools/queries";

export const dynamic = "force-dynamic";

async function load(params: PageProps<"/[locale]/cultural-etiquette/[slug]">["params"]) {
  const { locale, slug } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  const guide = await getEtiquetteGuide(slug);
  if (!guide) notFound();
  return { locale, guide };
}

export async function generateMetadata({ params }: PageProps<"/[locale]/cultural-etiquette/[slug]">): Promise<Metadata> {
  const { locale, guide } = await load(params);
  const t = await getTranslations({ locale, namespace: "Tools" });
  const country = new Intl.DisplayNames([locale], { type: "region" }).of(guide.countryCode) ?? guide.name;
  return pageMetadata({
    locale,
    path: `/cultural-etiquette/${guide.slug}`,
    title: t("etiquetteCountryTitle", { country }),
    description: t("etiquetteCountryDescription", { country }),
  });
}

export default async function EtiquetteCountryPage({ params }: PageProps<"/[locale]/cultural-etiquette/[slug]">) {
  const { locale, guide } = await load(params);
  setRequestLocale(locale);
  const t = await getTranslations("Tools");
  const country = new Intl.DisplayNames([locale], { type: "region" }).of(guide.countryCode) ?? guide.name;
  const path = `/cultural-etiquette/${guide.slug}`;
  const { content } = guide;

  return (
    <article className="mx-auto max-w-4xl px-4 py-10">
      <Breadcrumbs
        items={[
          { name: t("etiquetteTitle"), path: "/cultural-etiquette" },
          { name: country, path },
        ]}
      />
      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@type": "Article",
          headline: t("etiquetteCountryTitle", { country }),
          inLanguage: "en",
          url: `${siteUrl()}${localizePath(path, locale)}`,
          about: { "@type": "Country", name: guide.name },
          dateModified: guide.asOf,
          isBasedOn: guide.source.split("; "),
        }}
      />
      <header className="mt-6">
        <h1 className="text-3xl font-bold tracking-tight md:text-4xl">{t("etiquetteCountryTitle", { country })}</h1>
        <p className="mt-3 text-muted-foreground">{t("etiquetteCountryLead", { country })}</p>
        {locale !== "en" && <p className="mt-2 text-sm text-muted-foreground">{t("englishNotice")}</p>}
      </header>

      <section aria-labelledby="facts-heading" className="mt-8 rounded-xl border bg-card p-5 shadow-sm">
        <h2 id="facts-heading" className="text-xl font-semibold">
          {t("practicalFacts")}
        </h2>
        <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
          <dt className="text-muted-foreground">{t("plugTypes")}</dt>
          <dd>{guide.plugTypes.join(", ")}</dd>
          <dt className="text-muted-foreground">{t("voltage")}</dt>
          <dd lang="en">{guide.voltage}</dd>
          <dt className="text-muted-foreground">{t("emergencyNumber")}</dt>
          <dd lang="en">{guide.emergencyNumber}</dd>
          <dt className="text-muted-foreground">{t("drivingSide")}</dt>
          <dd>{guide.drivingSide === "left" ? t("drivesLeft") : t("drivesRight")}</dd>
          <dt className="text-muted-foreground">{t("currency")}</dt>
          <dd>
            {new Intl.DisplayNames([locale], { type: "currency" }).of(guide.currency)} ({guide.currency})
          </dd>
        </dl>
      </section>

      <div lang="en" className="mt-8 space-y-6">
        {etiquetteSectionKeys.map((key) => (
          <section key={key} aria-labelledby={`section-${key}`}>
            <h2 id={`section-${key}`} className="text-xl font-semibold" lang={locale}>
              {t(`section.${key}`)}
            </h2>
            <p className="mt-2 leading-relaxed">{content.sections[key]}</p>
          </section>
        ))}
      </div>

      <section aria-labelledby="phrases-heading" className="mt-8">
        <h2 id="phrases-heading" className="text-xl font-semibold">
          {t("phrasesHeading", { language: content.language })}
        </h2>
        <TableScroll labelledBy="phrases-heading" className="mt-3 max-w-xl">
          <table className="w-full text-start text-sm">
            <tbody>
              {phraseKeys.map((key) => (
                <tr key={key} className="border-b last:border-0">
                  <th scope="row" className="py-2 pe-6 font-medium text-muted-foreground">
                    {t(`phrase.${key}`)}
                  </th>
                  <td className="py-2">{content.phrases[key]}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      </section>

      <nav aria-label={t("plan")} className="mt-10 flex flex-wrap gap-3">
        <Link href={`/budget-calculator?place=${encodeURIComponent(guide.name)}&days=7`} prefetch={false} className="rounded-md bg-primary px-4 py-2 font-semibold text-primary-foreground hover:bg-primary/90">
          {t("budgetFor", { country })}
        </Link>
        <Link href={`/search?q=${encodeURIComponent(guide.name)}`} prefetch={false} className="rounded-md border px-4 py-2 font-semibold hover:border-primary">
          {t("dealsFor", { country })}
        </Link>
      </nav>

      <footer className="mt-10 border-t pt-4 text-xs text-muted-foreground">
        <p>
          {t("sources")}:{" "}
          {guide.source.split("; ").map((source, index) => (
            <span key={source}>
              {index > 0 && ", "}
              <a href={source} rel="nofollow noopener" className="underline underline-offset-2">
                {new URL(source).hostname}
              </a>
            </span>
          ))}
          . {t("asOf", { date: guide.asOf })}
        </p>
      </footer>
    </article>
  );
}
