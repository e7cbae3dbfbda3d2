import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { SavedDealList } from "@/components/saved/saved-deal-list";
import { requireUser } from "@/lib/auth/guard";
import { Link } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/locales";
import { listFavoriteDeals } from "@/lib/saved/favorites";
import { pageMetadata } from "@/lib/seo/metadata";

export async function generateMetadata({ params }: PageProps<"/[locale]/favorites">): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "saved" });
  return pageMetadata({ locale: locale as Locale, path: "/favorites", title: t("favoritesTitle"), description: t("favoritesDescription"), noIndex: true });
}

export default async function FavoritesPage({ params }: PageProps<"/[locale]/favorites">) {
  const { locale } = await params;
  setRequestLocale(locale);
  const user = await requireUser({ locale: locale as Locale, path: "/favorites" });
  const t = await getTranslations("saved");
  const deals = await listFavoriteDeals(user.id);
  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold">{t("favoritesTitle")}</h1>
          <p className="mt-1 text-muted-foreground">{t("favoritesDescription")}</p>
        </div>
        <Link href="/price-alerts" className="text-sm font-medium text-primary underline-offset-4 hover:underline">
          {t("manageAlerts")}
        </Link>
      </header>
      <SavedDealList deals={deals} />
    </div>
  );
}
