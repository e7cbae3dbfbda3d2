import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { hasLocale } from "next-intl";
import { getFormatter, getTranslations, setRequestLocale } from "next-intl/server";
import { ArticleCard } from "@/components/content/cards";
import { CategoryBanner, ContentImage } from "@/components/content/category-banner";
import { proseClass } from "@/components/content/prose";
import { Breadcrumbs } from "@/components/layout/breadcrumbs";
import { JsonLd } from "@/components/seo/json-ld";
import { Markdown } from "@/lib/content/markdown";
import { getPublishedArticle, getRelatedArticles } from "@/lib/content/public";
import { Link } from "@/lib/i18n/navigation";
import { localizePath } from "@/lib/i18n/paths";
import { routing } from "@/lib/i18n/routing";
import { pageMetadata } from "@/lib/seo/metadata";
import { ogImagePath } from "@/lib/seo/page-types";
import { siteUrl } from "@/lib/seo/site-url";
import { siteConfig } from "@/lib/site-config";

// Published, unpublished and edited at any time by the admin: rendered per request.
export const dynamic = "force-dynamic";

const absolute = (url: string) => (/^https?:\/\//.test(url) ? url : `${siteUrl()}${url.startsWith("/") ? "" : "/"}${url}`);

async function load(params: PageProps<"/[locale]/travel-news/[slug]">["params"]) {
  const { locale, slug } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  const article = await getPublishedArticle(slug);
  if (!article) notFound();
  return { locale, article };
}

export async function generateMetadata({ params }: PageProps<"/[locale]/travel-news/[slug]">): Promise<Metadata> {
  const { locale, article } = await load(params);
  const base = pageMetadata({ locale, path: `/travel-news/${article.slug}`, title: article.title, description: article.excerpt.slice(0, 160), pageType: "news" });
  // The article's own picture when it has one; otherwise the news share card of pageMetadata.
  const images = article.imageUrl ? [{ url: absolute(article.imageUrl), alt: article.title }] : base.openGraph?.images;
  return {
    ...base,
    openGraph: {
      ...base.openGraph,
      type: "article",
      publishedTime: article.publishedAt,
      modifiedTime: article.updatedAt,
      section: article.category,
      tags: article.tags,
      images,
    },
    twitter: { ...base.twitter, images },
  };
}

export default async function ArticlePage({ params }: PageProps<"/[locale]/travel-news/[slug]">) {
  const { locale, article } = await load(params);
  setRequestLocale(locale);
  const t = await getTranslations("content");
  const format = await getFormatter();
  const related = await getRelatedArticles(article);
  const category = t.has(`newsCategories.${article.category}`) ? t(`newsCategories.${article.category}`) : article.category;
  const url = `${siteUrl()}${localizePath(`/travel-news/${article.slug}`, locale)}`;
  const author = article.authorName ?? t("editorialTeam");

  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <Breadcrumbs
        items={[
          { name: t("newsTitle"), path: "/travel-news" },
          { name: article.title, path: `/travel-news/${article.slug}` },
        ]}
      />
      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@type": "NewsArticle",
          headline: article.title,
          description: article.excerpt,
          url,
          mainEntityOfPage: url,
          articleSection: category,
          keywords: article.tags.join(", ") || undefined,
          datePublished: article.publishedAt,
          dateModified: article.updatedAt,
          author: article.authorName ? { "@type": "Person", name: article.authorName } : { "@type": "Organization", name: siteConfig.name, url: siteUrl() },
          publisher: { "@type": "Organization", name: siteConfig.name, url: siteUrl(), logo: { "@type": "ImageObject", url: `${siteUrl()}/icon.svg` } },
          image: [article.imageUrl ? absolute(article.imageUrl) : `${siteUrl()}${ogImagePath("news")}`],
        }}
      />
      <article className="mt-6">
        <header>
          <p className="flex flex-wrap items-center gap-2 text-sm">
            <Link href={`/travel-news?category=${article.category}`} prefetch={false} className="rounded-full bg-primary/10 px-3 py-0.5 font-medium text-primary hover:underline">
              {category}
            </Link>
            {article.featured && <span className="rounded-full bg-amber-100 px-3 py-0.5 font-semibold text-amber-900 dark:bg-amber-900 dark:text-amber-100">{t("featured")}</span>}
          </p>
          <h1 className="mt-4 text-3xl font-bold tracking-tight md:text-4xl">{article.title}</h1>
          {article.summary && <p className="mt-4 text-lg text-muted-foreground">{article.summary}</p>}
          <p className="mt-4 flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
            <span>{t("byAuthor", { name: author })}</span>
            <span>
              {t.rich("publishedOn", { when: format.dateTime(new Date(article.publishedAt), { dateStyle: "long" }), date: (chunks) => <time dateTime={article.publishedAt}>{chunks}</time> })}
            </span>
            {article.updatedAt.slice(0, 10) > article.publishedAt.slice(0, 10) && (
              <span>{t.rich("updatedOn", { when: format.dateTime(new Date(article.updatedAt), { dateStyle: "long" }), date: (chunks) => <time dateTime={article.updatedAt}>{chunks}</time> })}</span>
            )}
          </p>
        </header>
        <div className="mt-6">
          {article.imageUrl ? <ContentImage src={article.imageUrl} alt={article.title} size="hero" /> : <CategoryBanner category={article.category} label={category} size="hero" />}
        </div>
        <Markdown locale={locale} className={`${proseClass} mt-6`}>
          {article.content}
        </Markdown>
        {article.tags.length > 0 && (
          <ul aria-label={t("tags")} className="mt-8 flex flex-wrap gap-2 text-sm text-muted-foreground">
            {article.tags.map((tag) => (
              <li key={tag} className="rounded border px-2 py-0.5">
                #{tag}
              </li>
            ))}
          </ul>
        )}
      </article>
      {related.length > 0 && (
        <section aria-labelledby="related-heading" className="mt-12 border-t pt-8">
          <h2 id="related-heading" className="text-xl font-semibold">
            {t("relatedArticles")}
          </h2>
          <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {related.map((item) => (
              <li key={item.slug}>
                <ArticleCard article={item} as="h3" />
              </li>
            ))}
          </ul>
        </section>
      )}
      <p className="mt-10">
        <Link href="/travel-news" prefetch={false} className="font-medium text-primary underline-offset-2 hover:underline">
          {t("backToNews")}
        </Link>
      </p>
    </div>
  );
}
