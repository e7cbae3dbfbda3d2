import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { Link } from "@/lib/i18n/navigation";
import { cn } from "@/lib/utils";

const PAGES = [
  { href: "/admin/dashboard", key: "navDashboard" },
  { href: "/admin/content-manager", key: "navContent" },
  { href: "/admin-tools", key: "navTools" },
  { href: "/analytics", key: "navAnalytics" },
] as const;

/** The heading of an admin page and the links between the admin pages. */
export async function AdminFrame({ heading, current, children }: { heading: string; current: (typeof PAGES)[number]["href"]; children: ReactNode }) {
  const t = await getTranslations("admin");
  return (
    <div className="space-y-6">
      <div className="space-y-3">
        <h1 className="text-3xl font-bold">{heading}</h1>
        <nav aria-label={t("adminNav")}>
          <ul className="flex flex-wrap gap-2 text-sm">
            {PAGES.map((page) => (
              <li key={page.href}>
                <Link
                  href={page.href}
                  aria-current={page.href === current ? "page" : undefined}
                  className={cn("inline-flex h-9 items-center rounded-md border px-3 font-medium hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring", page.href === current && "bg-primary text-primary-foreground hover:bg-primary/90")}
                >
                  {t(page.key)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      {children}
    </div>
  );
}
