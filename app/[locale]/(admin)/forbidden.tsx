"use client";

import { useTranslations } from "next-intl";
import { Link } from "@/lib/i18n/navigation";

// What a signed-in user without the admin role sees on every admin page, with status 403
// (lib/admin/guard.ts calls forbidden()). A client component: it reads the admin messages the
// section layout provides, whatever the order in which the boundary and the page render.
export default function AdminAccessRequired() {
  const t = useTranslations("admin");
  return (
    <section className="mx-auto max-w-xl space-y-3 rounded-xl border bg-card p-8 text-center shadow-sm">
      <h1 className="text-2xl font-bold">{t("accessRequiredTitle")}</h1>
      <p>{t("accessRequiredText")}</p>
      <Link href="/" className="inline-block font-medium text-primary underline underline-offset-4">
        {t("goHome")}
      </Link>
    </section>
  );
}
