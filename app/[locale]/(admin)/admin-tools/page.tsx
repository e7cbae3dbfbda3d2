import type { Metadata } from "next";
import { getFormatter, getTranslations, setRequestLocale } from "next-intl/server";
import { AdminFrame } from "@/components/admin/admin-frame";
import { AuditLogView } from "@/components/admin/audit-log-view";
import { ClickReportView } from "@/components/admin/click-report-view";
import { DataFreshnessView } from "@/components/admin/data-freshness-view";
import { getClickReport } from "@/lib/admin/click-report";
import { requireAdminPage } from "@/lib/admin/guard";
import { DEFAULT_REPORT_PERIOD, parsePage } from "@/lib/admin/periods";
import { adminCounts, listAuditLog } from "@/lib/admin/audit";
import { Link } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/locales";
import { pageMetadata } from "@/lib/seo/metadata";

const AUDIT_PAGE_SIZE = 25;
const TOP_DEALS_HERE = 5;

export async function generateMetadata({ params }: PageProps<"/[locale]/admin-tools">): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "admin" });
  return pageMetadata({ locale: locale as Locale, path: "/admin-tools", title: t("toolsHeading"), description: t("toolsIntro"), noIndex: true });
}

export default async function AdminToolsPage({ params, searchParams }: PageProps<"/[locale]/admin-tools">) {
  const { locale } = await params;
  setRequestLocale(locale);
  await requireAdminPage({ locale: locale as Locale, path: "/admin-tools" });
  const t = await getTranslations("admin");
  const format = await getFormatter();
  const [counts, log, report] = await Promise.all([
    adminCounts(),
    listAuditLog({ page: parsePage((await searchParams).page), pageSize: AUDIT_PAGE_SIZE }),
    getClickReport({ days: DEFAULT_REPORT_PERIOD, topDeals: TOP_DEALS_HERE }),
  ]);
  const tiles: Array<{ key: string; label: string; value: number; detail?: string }> = [
    { key: "users", label: t("countUsers"), value: counts.users },
    { key: "premium", label: t("countPremium"), value: counts.premiumUsers },
    ...(["news", "reviews", "tips"] as const).map((kind) => ({
      key: kind,
      label: t(`count_${kind}`),
      value: counts[kind].total,
      detail: t("countPublished", { published: counts[kind].published, total: counts[kind].total }),
    })),
  ];

  return (
    <AdminFrame heading={t("toolsHeading")} current="/admin-tools">
      <p className="text-muted-foreground">{t("toolsIntro")}</p>
      <section aria-labelledby="counts-heading" className="space-y-3">
        <h2 id="counts-heading" className="text-lg font-semibold">
          {t("countsHeading")}
        </h2>
        <dl className="grid gap-4 sm:grid-cols-3 lg:grid-cols-5">
          {tiles.map((tile) => (
            <div key={tile.key} data-testid={`count-${tile.key}`} className="rounded-xl border bg-card p-4 shadow-sm">
              <dt className="text-sm text-muted-foreground">{tile.label}</dt>
              <dd className="text-2xl font-bold tabular-nums">{format.number(tile.value)}</dd>
              {tile.detail ? <dd className="text-xs text-muted-foreground">{tile.detail}</dd> : null}
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="clicks-heading" className="space-y-3">
        <div className="flex flex-wrap items-baseline justify-between gap-3">
          <h2 id="clicks-heading" className="text-lg font-semibold">
            {t("clicksHeading")}
          </h2>
          <Link href="/analytics" className="text-sm font-medium text-primary underline underline-offset-4">
            {t("fullReport")}
          </Link>
        </div>
        <ClickReportView report={report} basePath="/analytics" periodLinks={false} />
      </section>
      <DataFreshnessView />
      <AuditLogView log={log} basePath="/admin-tools" />
    </AdminFrame>
  );
}
