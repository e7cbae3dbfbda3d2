import { getFormatter, getLocale, getTranslations } from "next-intl/server";
import { Markdown } from "@/lib/content/markdown";
import type { ArticleSummary, Review, Tip } from "@/lib/content/public";
import { Link } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/locales";
import { CategoryBanner, ContentImage } from "./category-banner";
import { proseClass } from "./prose";
import { RatingStars } from "./rating-stars";

type HeadingLevel = "h2" | "h3";

/** A news article in a list: picture or category band, title linking to the article, excerpt, date. */
export async function ArticleCard({ article, as: Heading = "h2" }: { article: ArticleSummary; as?: HeadingLevel }) {
  const t = await getTranslations("content");
  const format = await getFormatter();
  const category = t.has(`newsCategories.${article.category}`) ? t(`newsCategories.${article.category}`) : article.category;
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-xl border bg-card shadow-sm" data-article-card>
      {article.imageUrl ? <ContentImage src={article.imageUrl} alt="" /> : <CategoryBanner category={article.category} label={category} />}
      <div className="flex flex-1 flex-col p-4">
        <p className="flex flex-wrap items-center gap-2 text-xs">
          <span className="rounded-full bg-primary/10 px-2 py-0.5 font-medium text-primary">{category}</span>
          {article.featured && <span className="rounded-full bg-amber-100 px-2 py-0.5 font-semibold text-amber-900 dark:bg-amber-900 dark:text-amber-100">{t("featured")}</span>}
        </p>
        <Heading className="mt-3 text-lg font-semibold leading-snug">
          <Link href={`/travel-news/${article.slug}`} prefetch={false} className="hover:underline">
            {article.title}
          </Link>
        </Heading>
        <p className="mt-2 text-sm text-muted-foreground">{article.excerpt}</p>
        <p className="mt-auto pt-4 text-xs text-muted-foreground">
          <time dateTime={article.publishedAt}>{format.dateTime(new Date(article.publishedAt), { dateStyle: "medium" })}</time>
        </p>
      </div>
    </article>
  );
}

/** A travel tip, whole (tips are short): category, destination, body and tags. */
export async function TipCard({ tip, as: Heading = "h2" }: { tip: Tip; as?: HeadingLevel }) {
  const t = await getTranslations("content");
  const locale = (await getLocale()) as Locale;
  const category = t.has(`tipCategories.${tip.category}`) ? t(`tipCategories.${tip.category}`) : tip.category;
  return (
    <article id={tip.slug} className="scroll-mt-24 overflow-hidden rounded-xl border bg-card shadow-sm" data-tip-card>
      {tip.imageUrl && <ContentImage src={tip.imageUrl} alt="" />}
      <div className="p-5">
        <p className="flex flex-wrap items-center gap-2 text-xs">
          <span className="rounded-full bg-primary/10 px-2 py-0.5 font-medium text-primary">{category}</span>
          {tip.featured && <span className="rounded-full bg-amber-100 px-2 py-0.5 font-semibold text-amber-900 dark:bg-amber-900 dark:text-amber-100">{t("featured")}</span>}
          {tip.destinationRef ? (
            <Link href={`/destinations/${tip.destinationRef.slug}`} prefetch={false} className="text-muted-foreground underline-offset-2 hover:underline">
              {t("forDestination", { name: tip.destinationRef.name })}
            </Link>
          ) : (
            tip.destination && <span className="text-muted-foreground">{t("forDestination", { name: tip.destination })}</span>
          )}
        </p>
        <Heading className="mt-3 text-xl font-semibold leading-snug">{tip.title}</Heading>
        <Markdown locale={locale} className={`${proseClass} text-[0.95rem]`}>
          {tip.content}
        </Markdown>
        {tip.tags.length > 0 && (
          <ul aria-label={t("tags")} className="mt-4 flex flex-wrap gap-2 text-xs text-muted-foreground">
            {tip.tags.map((tag) => (
              <li key={tag} className="rounded border px-2 py-0.5">
                #{tag}
              </li>
            ))}
          </ul>
        )}
      </div>
    </article>
  );
}

const listItems = (text: string) =>
  text
    .split(/\r?\n|;/)
    .map((line) => line.replace(/^\s*[-*•]\s*/, "").trim())
    .filter(Boolean)
    .map((line) => line.charAt(0).toLocaleUpperCase() + line.slice(1));

/** Up to three photos, then "+N" for the rest (docs/features/editorial-content.md). */
const VISIBLE_PHOTOS = 3;

/** A destination review, whole: stars, visit date, body, pros and cons, photos. */
export async function ReviewCard({ review, showDestination = true, as: Heading = "h2" }: { review: Review; showDestination?: boolean; as?: HeadingLevel }) {
  const t = await getTranslations("content");
  const format = await getFormatter();
  const locale = (await getLocale()) as Locale;
  const pros = review.pros ? listItems(review.pros) : [];
  const cons = review.cons ? listItems(review.cons) : [];
  const hidden = review.photos.length - VISIBLE_PHOTOS;
  return (
    <article id={`review-${review.id}`} className="scroll-mt-24 rounded-xl border bg-card p-5 shadow-sm" data-review-card>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <RatingStars rating={review.rating} label={t("ratingLabel", { rating: review.rating })} className="text-lg" />
        {review.visitDate && (
          <p className="text-sm text-muted-foreground">
            {t.rich("visited", {
              when: format.dateTime(new Date(`${review.visitDate}T12:00:00Z`), { year: "numeric", month: "long", timeZone: "UTC" }),
              date: (chunks) => <time dateTime={review.visitDate!}>{chunks}</time>,
            })}
          </p>
        )}
      </div>
      <Heading className="mt-2 text-xl font-semibold leading-snug">{review.title}</Heading>
      {showDestination && (
        <p className="mt-1 text-sm">
          <Link href={`/destinations/${review.destination.slug}`} prefetch={false} className="font-medium text-primary underline-offset-2 hover:underline">
            {review.destination.name}, {review.destination.country}
          </Link>
        </p>
      )}
      <Markdown locale={locale} className={`${proseClass} text-[0.95rem]`}>
        {review.content}
      </Markdown>
      {(pros.length > 0 || cons.length > 0) && (
        <div className="mt-5 grid gap-4 sm:grid-cols-2">
          {pros.length > 0 && (
            <div className="rounded-lg bg-green-50 p-4 text-green-950 dark:bg-green-950 dark:text-green-50">
              <p className="font-semibold">{t("pros")}</p>
              <ul className="mt-2 list-disc space-y-1 ps-5 text-sm">
                {pros.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </div>
          )}
          {cons.length > 0 && (
            <div className="rounded-lg bg-red-50 p-4 text-red-950 dark:bg-red-950 dark:text-red-50">
              <p className="font-semibold">{t("cons")}</p>
              <ul className="mt-2 list-disc space-y-1 ps-5 text-sm">
                {cons.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </div>
          )}
        </div>
      )}
      {review.photos.length > 0 && (
        <ul aria-label={t("photos")} className="mt-5 flex flex-wrap items-center gap-3">
          {review.photos.slice(0, VISIBLE_PHOTOS).map((photo, index) => (
            <li key={photo}>
              <a href={photo} className="block">
                {/* eslint-disable-next-line @next/next/no-img-element -- uploaded photos served from /uploads */}
                <img
                  src={photo}
                  alt={t("photoAlt", { index: index + 1, title: review.title })}
                  width={160}
                  height={120}
                  loading="lazy"
                  decoding="async"
                  className="h-[120px] w-[160px] rounded-lg object-cover"
                />
              </a>
            </li>
          ))}
          {hidden > 0 && (
            <li className="rounded-lg bg-muted px-3 py-2 text-sm font-semibold">
              <span aria-hidden="true">+{hidden}</span>
              <span className="sr-only">{t("morePhotos", { count: hidden })}</span>
            </li>
          )}
        </ul>
      )}
      {review.authorName && <p className="mt-4 text-xs text-muted-foreground">{t("byAuthor", { name: review.authorName })}</p>}
    </article>
  );
}

/** A JSON-LD AggregateRating for a destination's reviews. */
export function aggregateRatingJsonLd({ name, url, reviewCount, averageRating }: { name: string; url: string; reviewCount: number; averageRating: number }) {
  return {
    "@context": "https://schema.org",
    "@type": "TouristDestination",
    name,
    url,
    aggregateRating: {
      "@type": "AggregateRating",
      ratingValue: Math.round(averageRating * 10) / 10,
      bestRating: 5,
      worstRating: 1,
      reviewCount,
    },
  };
}
