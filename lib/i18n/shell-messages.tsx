"use client";

import { createContext, useContext, type ReactNode } from "react";

/**
 * The strings of the locale layout's client-only screens (error, 404), translated on the
 * server. A plain context instead of NextIntlClientProvider keeps next-intl's ICU message
 * formatter out of every page's JavaScript; client components that need useTranslations get a
 * NextIntlClientProvider from their own section's layout.
 */
export type ShellMessages = {
  error: { title: string; text: string; refresh: string; goHome: string };
  notFound: { title: string; text: string; goHome: string };
};

const ShellMessagesContext = createContext<ShellMessages | null>(null);

export function ShellMessagesProvider({ messages, children }: { messages: ShellMessages; children: ReactNode }) {
  return <ShellMessagesContext value={messages}>{children}</ShellMessagesContext>;
}

export function useShellMessages(): ShellMessages {
  const messages = useContext(ShellMessagesContext);
  if (!messages) throw new Error("useShellMessages needs the ShellMessagesProvider of app/[locale]/layout.tsx");
  return messages;
}
