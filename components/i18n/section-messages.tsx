import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";
import type { ReactNode } from "react";

/**
 * Gives a section's client components next-intl with only the namespaces they read: the root
 * layout has no NextIntlClientProvider, so pages outside such a section ship none of it.
 */
export async function SectionMessages({ locale, namespaces, children }: { locale: string; namespaces: readonly string[]; children: ReactNode }) {
  const messages = await getMessages();
  const picked = Object.fromEntries(namespaces.map((namespace) => [namespace, messages[namespace]]));
  return (
    <NextIntlClientProvider locale={locale} messages={picked}>
      {children}
    </NextIntlClientProvider>
  );
}
