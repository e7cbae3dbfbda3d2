import { NextIntlClientProvider } from "next-intl";
import { getMessages, setRequestLocale } from "next-intl/server";
import type { ReactNode } from "react";
import { QueryProvider } from "@/lib/api-client/query-provider";

/**
 * Gives a section's client components next-intl with only the namespaces they read: the root
 * layout has no NextIntlClientProvider, so pages outside such a section ship none of it. The
 * section's client data (TanStack Query) is provided here for the same reason.
 */
export async function SectionMessages({ locale, namespaces, children }: { locale: string; namespaces: readonly string[]; children: ReactNode }) {
  const messages = await getMessages();
  const picked = Object.fromEntries(namespaces.map((namespace) => [namespace, messages[namespace]]));
  return (
    <NextIntlClientProvider locale={locale} messages={picked}>
      <QueryProvider>{children}</QueryProvider>
    </NextIntlClientProvider>
  );
}

/**
 * The layout of an interactive section (account, premium, admin, saved deals): the locale for
 * static rendering, the section's message namespaces, and the page column at `width`.
 */
export function sectionLayout(namespaces: readonly string[], width: "max-w-5xl" | "max-w-6xl") {
  return async function SectionLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
    const { locale } = await params;
    setRequestLocale(locale);
    return (
      <SectionMessages locale={locale} namespaces={namespaces}>
        <div className={`mx-auto w-full ${width} px-4 py-10`}>{children}</div>
      </SectionMessages>
    );
  };
}
