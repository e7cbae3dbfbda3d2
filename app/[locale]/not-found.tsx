"use client";

import { useLocale, useTranslations } from "next-intl";
import { NotFoundScreen } from "@/components/layout/not-found-screen";
import { isLocale } from "@/lib/i18n/locales";
import { localizedPath } from "@/lib/seo/metadata";

// A client component: server components here may render before the layout sets the locale.
export default function NotFound() {
  const t = useTranslations("NotFound");
  const locale = useLocale();
  const home = isLocale(locale) ? localizedPath(locale, "/") : "/";
  return <NotFoundScreen title={t("title")} text={t("text")} homeLabel={t("goHome")} homeHref={home} />;
}
