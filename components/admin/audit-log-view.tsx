import { TableScroll } from "@/components/ui/table-scroll";
import { getFormatter, getTranslations } from "next-intl/server";
import type { AuditPage } from "@/lib/admin/audit";
import { Link } from "@/lib/i18n/navigation";

const NOUNS: Record<string, string> = { news: "article", review: "review", tip: "tip" };
const VERBS: Record<string, string> = { create: "Created", update: "Updated", publish: "Published", unpublish: "Unpublished", delete: "Deleted" };

/** One page of the audit log: who changed what, and when; older pages through ?page=. */
export async function AuditLogView({ log, basePath }: { log: AuditPage; basePath: string }) {
  const t = await getTranslations("admin");
  const format = await getFormatter();
  const pageLink = (page: number) => `${basePath}?page=${page}`;
  // "news.publish" reads as the toast of that change ("Article Published").
  const actionLabel = (action: string) => {
    const [target, verb] = action.split(".");
    if (target === "user") return t("auditPremium");
    const noun = target ? NOUNS[target] : undefined;
    const past = verb ? VERBS[verb] : undefined;
    return noun && past ? t(`${noun}${past}`) : null;
  };
  return (
    <section aria-labelledby="audit-heading" className="rounded-xl border bg-card p-6 shadow-sm">
      <h2 id="audit-heading" className="mb-3 text-lg font-semibold">
        {t("auditHeading")}
      </h2>
      {log.entries.length === 0 ? (
        <p>{t("auditEmpty")}</p>
      ) : (
        <TableScroll labelledBy="audit-heading">
          <table className="w-full text-sm" data-testid="audit-log">
            <thead>
              <tr className="border-b text-muted-foreground">
                <th scope="col" className="py-2 pe-4 text-start font-medium">{t("auditWhen")}</th>
                <th scope="col" className="py-2 pe-4 text-start font-medium">{t("auditWho")}</th>
                <th scope="col" className="py-2 pe-4 text-start font-medium">{t("auditWhat")}</th>
                <th scope="col" className="py-2 text-start font-medium">{t("auditTarget")}</th>
              </tr>
            </thead>
            <tbody>
              {log.entries.map((entry) => {
                const details = entry.details && typeof entry.details === "object" && !Array.isArray(entry.details) ? (entry.details as Record<string, unknown>) : {};
                const label = typeof details.title === "string" ? details.title : typeof details.email === "string" ? details.email : null;
                return (
                  <tr key={entry.id} className="border-b align-top last:border-0">
                    <td className="py-2 pe-4 whitespace-nowrap">
                      <time dateTime={entry.createdAt.toISOString()}>{format.dateTime(entry.createdAt, { dateStyle: "medium", timeStyle: "short" })}</time>
                    </td>
                    <td className="py-2 pe-4 break-all">{entry.actorEmail}</td>
                    <td className="py-2 pe-4">
                      {actionLabel(entry.action)}
                      <code className="ms-2 rounded bg-muted px-1.5 py-0.5 text-xs">{entry.action}</code>
                    </td>
                    <td className="py-2">
                      {entry.targetType}
                      {entry.targetId ? ` #${entry.targetId}` : ""}
                      {label ? <span className="block text-muted-foreground">{label}</span> : null}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </TableScroll>
      )}
      {log.pageCount > 1 ? (
        <nav aria-label={t("auditPagination")} className="mt-4 flex items-center justify-between gap-3 text-sm">
          {log.page > 1 ? (
            <Link href={pageLink(log.page - 1)} className="font-medium text-primary underline underline-offset-4">
              {t("previous")}
            </Link>
          ) : (
            <span />
          )}
          <span>{t("pageOf", { page: log.page, pages: log.pageCount })}</span>
          {log.page < log.pageCount ? (
            <Link href={pageLink(log.page + 1)} className="font-medium text-primary underline underline-offset-4">
              {t("next")}
            </Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </section>
  );
}
