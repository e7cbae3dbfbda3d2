"use client";

import { useEffect } from "react";
import { ErrorScreen } from "@/components/layout/error-screen";
import { useShellMessages } from "@/lib/i18n/shell-messages";

// A render failure inside a page: the header and footer stay, the page area shows the fallback.
export default function PageError({ error }: { error: Error & { digest?: string } }) {
  const { error: t } = useShellMessages();
  useEffect(() => console.error(error), [error]);
  return <ErrorScreen title={t.title} text={t.text} refreshLabel={t.refresh} homeLabel={t.goHome} />;
}
