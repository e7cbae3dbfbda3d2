import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { hasLocale } from "next-intl";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { AppStoreBadge } from "@/components/home/app-store-badge";
import { Breadcrumbs } from "@/components/layout/breadcrumbs";
import { buttonVariants } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { Link } from "@/lib/i18n/navigation";
import { routing } from "@/lib/i18n/routing";
import { pageMetadata } from "@/lib/seo/metadata";

export const dynamic = "error";

export async function generateMetadata({ params }: PageProps<"/[locale]/coming-soon">): Promise<Metadata> {
  const { locale } = await params;
  // Files like /favicon.ico reach [locale] too: answer 404 rather than a metadata error.
  if (!hasLocale(routing.locales, locale)) notFound();
  const t = await getTranslations({ locale, namespace: "ComingSoon" });
  return pageMetadata({ locale, path: "/coming-soon", title: t("metaTitle"), description: t("metaDescription") });
}

export default async function ComingSoonPage({ params }: PageProps<"/[locale]/coming-soon">) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations("ComingSoon");
  const features = t.raw("features") as string[];

  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <Breadcrumbs items={[{ name: t("metaTitle"), path: "/coming-soon" }]} />
      <section className="mt-6 grid items-center gap-10 rounded-2xl bg-gradient-to-br from-sky-700 via-blue-800 to-indigo-900 p-8 text-white md:grid-cols-[1fr_auto] md:p-12">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white/15 px-3 py-1 text-sm font-medium">
            <Icon name="smartphone" className="size-4" />
            {t("eyebrow")}
          </p>
          <h1 className="mt-4 text-3xl font-bold tracking-tight md:text-5xl">{t("title")}</h1>
          <p className="mt-4 max-w-2xl text-lg text-white/90">{t("text")}</p>
          <h2 className="mt-8 text-sm font-semibold uppercase tracking-wide text-white/90">{t("storesTitle")}</h2>
          <ul className="mt-3 flex flex-wrap gap-3">
            <li>
              <AppStoreBadge small={t("comingSoon")} large={t("appStore")} />
            </li>
            <li>
              <AppStoreBadge store="google" small={t("comingSoon")} large={t("googlePlay")} />
            </li>
          </ul>
        </div>
        <div aria-hidden className="mx-auto hidden h-72 w-40 flex-col items-center justify-center gap-4 rounded-[2rem] border-4 border-white/40 bg-white/10 md:flex">
          <Icon name="compass" className="size-14" />
          <Icon name="bell-ring" className="size-8 text-amber-300" />
        </div>
      </section>

      <section aria-labelledby="app-features" className="mt-12">
        <h2 id="app-features" className="text-2xl font-semibold tracking-tight">
          {t("featuresTitle")}
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2">
          {features.map((feature) => (
            <li key={feature} className="flex items-start gap-3 rounded-lg border bg-card p-4">
              <Icon name="check" className="mt-0.5 size-5 shrink-0 text-primary" />
              <span>{feature}</span>
            </li>
          ))}
        </ul>
      </section>

      <section className="mt-12 rounded-lg border bg-muted/40 p-6">
        <p className="font-medium">{t("meanwhile")}</p>
        <div className="mt-4 flex flex-wrap gap-3">
          <Link href="/ai-trip-planner" prefetch={false} className={buttonVariants()}>
            <Icon name="sparkles" />
            {t("planTrip")}
          </Link>
          <Link href="/travel-points-compass" prefetch={false} className={buttonVariants({ variant: "outline" })}>
            <Icon name="compass" />
            {t("pointsCompass")}
          </Link>
          <Link href="/" prefetch={false} className={buttonVariants({ variant: "ghost" })}>
            {t("backHome")}
          </Link>
        </div>
      </section>
    </div>
  );
}
