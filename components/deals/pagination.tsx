import { getTranslations } from "next-intl/server";
import { Link } from "@/lib/i18n/navigation";

/** The query string of `params` with `page` replaced (page 1 drops it: one URL per page). */
export function withPage(params: Record<string, string | undefined>, page: number): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value && key !== "page") query.set(key, value);
  if (page > 1) query.set("page", String(page));
  const text = query.toString();
  return text ? `?${text}` : "";
}

/** Crawlable page links: first, a window around the current page, last. */
export async function Pagination({ path, params, page, pageCount }: { path: string; params: Record<string, string | undefined>; page: number; pageCount: number }) {
  if (pageCount <= 1) return null;
  const t = await getTranslations("Deals");
  const pages = new Set([1, pageCount]);
  for (let p = Math.max(1, page - 2); p <= Math.min(pageCount, page + 2); p += 1) pages.add(p);
  const sorted = [...pages].sort((a, b) => a - b);
  const linkClass = "rounded-md border px-3 py-1.5 text-sm hover:bg-muted";
  return (
    <nav aria-label={t("pagination")} className="mt-8 flex flex-wrap items-center justify-center gap-2">
      {page > 1 && (
        <Link href={`${path}${withPage(params, page - 1)}`} rel="prev" prefetch={false} className={linkClass}>
          {t("previous")}
        </Link>
      )}
      {sorted.map((p, index) => (
        <span key={p} className="flex items-center gap-2">
          {index > 0 && p - sorted[index - 1]! > 1 && <span aria-hidden="true">…</span>}
          {p === page ? (
            <span aria-current="page" className="rounded-md bg-primary px-3 py-1.5 text-sm font-semibold text-primary-foreground">
              {p}
            </span>
          ) : (
            <Link href={`${path}${withPage(params, p)}`} prefetch={false} className={linkClass}>
              {p}
            </Link>
          )}
        </span>
      ))}
      {page < pageCount && (
        <Link href={`${path}${withPage(params, page + 1)}`} rel="next" prefetch={false} className={linkClass}>
          {t("next")}
        </Link>
      )}
    </nav>
  );
}
