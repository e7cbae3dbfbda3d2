import fs from "node:fs";
import path from "node:path";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { hasLocale } from "next-intl";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { proseClass } from "@/components/content/prose";
import { hasLiveSampleDeals } from "@/lib/deals/queries";
import { Markdown } from "@/lib/content/markdown";
import { routing } from "@/lib/i18n/routing";
import { pageMetadata } from "@/lib/seo/metadata";

// Where the site-wide sample note links: what the sample offers are, and the operator's guide to
// going live with real partner feeds (docs/going-live-with-partner-feeds.md, in English).
const guide = () => fs.readFileSync(path.join(process.cwd(), "docs", "going-live-with-partner-feeds.md"), "utf8").replace(/^# .*\n/, "");

export async function generateMetadata({ params }: PageProps<"/[locale]/sample-offers">): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  const t = await getTranslations({ locale, namespace: "SampleDeals" });
  return pageMetadata({ locale, path: "/sample-offers", title: t("pageTitle"), description: t("pageDescription"), noIndex: true });
}

export default async function SampleOffersPage({ params }: PageProps<"/[locale]/sample-offers">) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations("SampleDeals");
  const samplesLive = await hasLiveSampleDeals();
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight">{t("pageTitle")}</h1>
      <p className="mt-4 text-muted-foreground" data-sample-status={samplesLive ? "live" : "none"}>
        {samplesLive ? t("pageIntro") : t("pageNone")}
      </p>
      <div lang="en" className="mt-8">
        {/* Code blocks wrap rather than scroll: a scrolling block would need a keyboard stop. */}
        <Markdown locale={locale} className={`${proseClass} [&_pre]:whitespace-pre-wrap [&_pre]:break-words`}>
          {guide()}
        </Markdown>
      </div>
    </div>
  );
}
