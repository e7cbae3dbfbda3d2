import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { hasLocale } from "next-intl";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { TipCard } from "@/components/content/cards";
import { CategoryFilter } from "@/components/content/category-filter";
import { Pagination } from "@/components/deals/pagination";
import { Breadcrumbs } from "@/components/layout/breadcrumbs";
import { TIP_CATEGORIES } from "@/lib/content/categories";
import { listTips } from "@/lib/content/public";
import { parseTipParams } from "@/lib/content/public-params";
import { routing } from "@/lib/i18n/routing";
import { pageMetadata } from "@/lib/seo/metadata";
import { EmptyState } from "@/components/ui/empty-state";

// GET /travel-tips: published tips, featured first; ?category= and ?page=.
export async function generateMetadata({ params, searchParams }: PageProps<"/[locale]/travel-tips">): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  const t = await getTranslations({ locale, namespace: "content" });
  const { category, page } = parseTipParams(await searchParams);
  const title = category ? t("tipsCategoryTitle", { category: t(`tipCategories.${category}`) }) : t("tipsTitle");
  return { ...pageMetadata({ locale, path: "/travel-tips", title, description: t("tipsDescription"), pageType: "news" }), ...(category || page > 1 ? { robots: { index: false, follow: true } } : {}) };
}

export default async function TravelTipsPage({ params, searchParams }: PageProps<"/[locale]/travel-tips">) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations("content");
  const { category, page } = parseTipParams(await searchParams);
  const result = await listTips({ category, page });
  // A page past the last one does not exist (crawlers follow only the real page links).
  if (page > 1 && result.items.length === 0) notFound();

  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <Breadcrumbs items={[{ name: t("tipsTitle"), path: "/travel-tips" }]} />
      <header className="mt-6">
        <h1 className="text-3xl font-bold tracking-tight md:text-4xl">{t("tipsTitle")}</h1>
        <p className="mt-3 max-w-3xl text-muted-foreground">{t("tipsIntro")}</p>
      </header>
      <CategoryFilter
        path="/travel-tips"
        label={t("categoryFilter")}
        allLabel={t("allCategories")}
        categories={TIP_CATEGORIES.map((value) => ({ value, label: t(`tipCategories.${value}`) }))}
        current={category}
      />
      <div className="mt-8 space-y-6">
        {result.items.length === 0 ? (
          <EmptyState>{category ? t("noTips") : t("noTipsYet")}</EmptyState>
        ) : (
          result.items.map((tip) => <TipCard key={tip.slug} tip={tip} />)
        )}
      </div>
      <Pagination path="/travel-tips" params={{ category }} page={result.page} pageCount={result.pageCount} />
    </div>
  );
}
