import { NextIntlClientProvider } from "next-intl";
import { getMessages, setRequestLocale } from "next-intl/server";

// Account screens are interactive forms: their client components read only these namespaces.
const CLIENT_NAMESPACES = ["Auth", "Validation", "Dashboard", "Settings", "Account"] as const;

export default async function AccountLayout({ children, params }: LayoutProps<"/[locale]">) {
  const { locale } = await params;
  setRequestLocale(locale);
  const messages = await getMessages();
  const picked = Object.fromEntries(CLIENT_NAMESPACES.map((namespace) => [namespace, messages[namespace]]));
  return (
    <NextIntlClientProvider locale={locale} messages={picked}>
      <div className="mx-auto w-full max-w-5xl px-4 py-10">{children}</div>
    </NextIntlClientProvider>
  );
}
