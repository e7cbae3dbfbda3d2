import { getLocale, getTranslations } from "next-intl/server";
import { JsonLd } from "@/components/seo/json-ld";
import { Icon } from "@/components/ui/icon";
import { Link } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/locales";
import { localizePath } from "@/lib/i18n/paths";
import { siteUrl } from "@/lib/seo/site-url";

export type Crumb = { name: string; path: string };

/** Home > ... > current page, visible and as a BreadcrumbList for search engines. */
export async function Breadcrumbs({ items }: { items: readonly Crumb[] }) {
  const t = await getTranslations("Common");
  const locale = (await getLocale()) as Locale;
  const trail: Crumb[] = [{ name: t("home"), path: "/" }, ...items];

  return (
    <>
      <nav aria-label={t("breadcrumb")} className="text-sm text-muted-foreground">
        <ol className="flex flex-wrap items-center gap-1">
          {trail.map((crumb, index) => {
            const isLast = index === trail.length - 1;
            return (
              <li key={crumb.path} className="flex items-center gap-1">
                {isLast ? (
                  <span aria-current="page" className="font-medium text-foreground">
                    {crumb.name}
                  </span>
                ) : (
                  <>
                    <Link href={crumb.path} prefetch={false} className="hover:text-foreground hover:underline">
                      {crumb.name}
                    </Link>
                    <Icon name="chevron-right" className="size-4 rtl:rotate-180" />
                  </>
                )}
              </li>
            );
          })}
        </ol>
      </nav>
      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@type": "BreadcrumbList",
          itemListElement: trail.map((crumb, index) => ({
            "@type": "ListItem",
            position: index + 1,
            name: crumb.name,
            item: `${siteUrl()}${localizePath(crumb.path, locale)}`,
          })),
        }}
      />
    </>
  );
}
