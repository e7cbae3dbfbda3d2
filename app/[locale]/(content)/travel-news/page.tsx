import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { hasLocale } from "next-intl";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { ArticleCard } from "@/components/content/cards";
import { CategoryFilter } from "@/components/content/category-filter";
import { Pagination } from "@/components/deals/pagination";
import { Breadcrumbs } from "@/components/layout/breadcrumbs";
import { NEWS_CATEGORIES } from "@/lib/content/categories";
import { listNews } from "@/lib/content/public";
import { parseNewsParams } from "@/lib/content/public-params";
import { routing } from "@/lib/i18n/routing";
import { pageMetadata } from "@/lib/seo/metadata";
import { EmptyState } from "@/components/ui/empty-state";

// GET /travel-news: published articles, featured first; ?category= and ?page= (crawlable links).
export async function generateMetadata({ params, searchParams }: PageProps<"/[locale]/travel-news">): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  const t = await getTranslations({ locale, namespace: "content" });
  const { category, page } = parseNewsParams(await searchParams);
  const title = category ? t("newsCategoryTitle", { category: t(`newsCategories.${category}`) }) : t("newsTitle");
  // One canonical list: filtered views and later pages are not indexed, their links are followed.
  return { ...pageMetadata({ locale, path: "/travel-news", title, description: t("newsDescription"), pageType: "news" }), ...(category || page > 1 ? { robots: { index: false, follow: true } } : {}) };
}

export default async function TravelNewsPage({ params, searchParams }: PageProps<"/[locale]/travel-news">) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations("content");
  const { category, page } = parseNewsParams(await searchParams);
  const result = await listNews({ category, page });
  // A page past the last one does not exist (crawlers follow only the real page links).
  if (page > 1 && result.items.length === 0) notFound();

  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <Breadcrumbs items={[{ name: t("newsTitle"), path: "/travel-news" }]} />
      <header className="mt-6">
        <h1 className="text-3xl font-bold tracking-tight md:text-4xl">{t("newsTitle")}</h1>
        <p className="mt-3 max-w-3xl text-muted-foreground">{t("newsIntro")}</p>
      </header>
      <CategoryFilter
        path="/travel-news"
        label={t("categoryFilter")}
        allLabel={t("allCategories")}
        categories={NEWS_CATEGORIES.map((value) => ({ value, label: t(`newsCategories.${value}`) }))}
        current={category}
      />
      <section aria-labelledby="articles-heading" className="mt-8">
        <h2 id="articles-heading" className="sr-only">
          {category ? t("newsCategoryTitle", { category: t(`newsCategories.${category}`) }) : t("latestArticles")}
        </h2>
        {result.items.length === 0 ? (
          <EmptyState>{category ? t("noArticles") : t("noArticlesYet")}</EmptyState>
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {result.items.map((article) => (
              <li key={article.slug}>
                <ArticleCard article={article} as="h3" />
              </li>
            ))}
          </ul>
        )}
        <Pagination path="/travel-news" params={{ category }} page={result.page} pageCount={result.pageCount} />
      </section>
    </div>
  );
}
