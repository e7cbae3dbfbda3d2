import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { hasLocale } from "next-intl";
import { getFormatter, getTranslations, setRequestLocale } from "next-intl/server";
import { Breadcrumbs } from "@/components/layout/breadcrumbs";
import { PointsAdmin, type PointsAdminLabels } from "@/components/points/points-admin";
import { requireAdminPage } from "@/lib/admin/guard";
import { listAdminCards, listTransferBonuses } from "@/lib/points/admin-service";
import { routing } from "@/lib/i18n/routing";
import { listTransferPartners } from "@/lib/points/queries";
import { pageMetadata } from "@/lib/seo/metadata";

export const dynamic = "force-dynamic";

const PATH = "/admin/points";

export async function generateMetadata({ params }: PageProps<"/[locale]/admin/points">): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  const t = await getTranslations({ locale, namespace: "Points" });
  return pageMetadata({ locale, path: PATH, title: t("admin.title"), description: t("admin.bonusesIntro"), noIndex: true });
}

export default async function PointsAdminPage({ params }: PageProps<"/[locale]/admin/points">) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  await requireAdminPage({ locale, path: PATH });
  const t = await getTranslations("Points");
  const format = await getFormatter();
  const [bonuses, transfers, cards] = await Promise.all([listTransferBonuses(), listTransferPartners({ withBonuses: false }), listAdminCards()]);
  const names = new Map(transfers.flatMap((row) => [[row.from, row.fromName], [row.to, row.toName]] as const));
  const when = (iso: string) => format.dateTime(new Date(iso), { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });
  const keys = ["bonusesTitle", "bonusesIntro", "transfer", "percent", "startsAt", "endsAt", "add", "remove", "noBonuses", "status", "cardsTitle", "card", "annualFee", "welcomeBonusPoints", "welcomeSpendUsd", "welcomeMonths", "foreignFee", "asOf", "save", "saved", "failed"] as const;
  const labels = {
    ...Object.fromEntries(keys.map((key) => [key, t(`admin.${key}`)])),
    statuses: { running: t("admin.status_running"), scheduled: t("admin.status_scheduled"), ended: t("admin.status_ended") },
  } as PointsAdminLabels;

  return (
    <>
      <Breadcrumbs items={[{ name: t("admin.title"), path: PATH }]} />
      <h1 className="mt-6 text-3xl font-bold tracking-tight">{t("admin.title")}</h1>
      <div className="mt-8">
        <PointsAdmin
          labels={labels}
          pairs={transfers.map((row) => ({ value: `${row.from}|${row.to}`, label: `${row.fromName} → ${row.toName}` }))}
          bonuses={bonuses.map((bonus) => ({
            id: bonus.id,
            pair: `${names.get(bonus.from) ?? bonus.from} → ${names.get(bonus.to) ?? bonus.to}`,
            bonusPercent: bonus.bonusPercent,
            startsAt: bonus.startsAt,
            endsAt: bonus.endsAt,
            startsLabel: when(bonus.startsAt),
            endsLabel: when(bonus.endsAt),
            status: bonus.status,
          }))}
          cards={cards}
        />
      </div>
    </>
  );
}
