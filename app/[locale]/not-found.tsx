"use client";

import { NotFoundScreen } from "@/components/layout/not-found-screen";
import { useLocale } from "@/lib/i18n/navigation";
import { localizePath } from "@/lib/i18n/paths";
import { useShellMessages } from "@/lib/i18n/shell-messages";

// A client component: server components here may render before the layout sets the locale. It
// draws the 404 screen on client-side moves; a first visit gets app/not-found.tsx, rendered by
// the production server in the page's place (server/app-server.ts).
export default function NotFound() {
  const { notFound: t } = useShellMessages();
  const locale = useLocale();
  return <NotFoundScreen title={t.title} text={t.text} homeLabel={t.goHome} homeHref={localizePath("/", locale)} />;
}
