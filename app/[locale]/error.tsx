"use client";

import { useTranslations } from "next-intl";
import { useEffect } from "react";
import { ErrorScreen } from "@/components/layout/error-screen";

// A render failure inside a page: the header and footer stay, the page area shows the fallback.
export default function PageError({ error }: { error: Error & { digest?: string } }) {
  const t = useTranslations("Error");
  useEffect(() => console.error(error), [error]);
  return <ErrorScreen title={t("title")} text={t("text")} refreshLabel={t("refresh")} homeLabel={t("goHome")} />;
}
