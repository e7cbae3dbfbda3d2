import type { Metadata, Viewport } from "next";
import { notFound } from "next/navigation";
import { hasLocale } from "next-intl";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { ScrollReset, ScrollToTop } from "@/components/layout/scroll-to-top";
import { SiteFooter } from "@/components/layout/site-footer";
import { SiteHeader } from "@/components/layout/site-header";
import { Toaster } from "@/components/ui/toaster";
import { VitalsReporter } from "@/components/vitals/vitals-reporter";
import { localeInfo, locales } from "@/lib/i18n/locales";
import { routing } from "@/lib/i18n/routing";
import { ShellMessagesProvider, type ShellMessages } from "@/lib/i18n/shell-messages";
import { siteUrl } from "@/lib/seo/site-url";
import { themeInitScript } from "@/lib/theme";
import { inter } from "../fonts/inter";

export function generateStaticParams() {
  return locales.map((locale) => ({ locale }));
}

export const viewport: Viewport = {
  width: "device-width",
  initialScale: 1,
  maximumScale: 5,
  themeColor: [
    { media: "(prefers-color-scheme: light)", color: "#ffffff" },
    { media: "(prefers-color-scheme: dark)", color: "#111827" },
  ],
};

export async function generateMetadata({ params }: LayoutProps<"/[locale]">): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "Metadata" });
  return {
    metadataBase: new URL(siteUrl()),
    title: { default: t("defaultTitle"), template: t("titleTemplate") },
    description: t("defaultDescription"),
    keywords: t("keywords").split(",").map((keyword) => keyword.trim()),
    applicationName: t("siteName"),
    formatDetection: { telephone: false },
  };
}

export default async function LocaleLayout({ children, params }: LayoutProps<"/[locale]">) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);

  const common = await getTranslations("Common");
  const toast = await getTranslations("Toast");
  const scroll = await getTranslations("ScrollToTop");
  const errorScreen = await getTranslations("Error");
  const notFoundScreen = await getTranslations("NotFound");
  // Client components receive translated strings as props or through this small context, so no
  // page ships next-intl's client runtime (see lib/i18n/shell-messages.tsx).
  const shellMessages: ShellMessages = {
    error: { title: errorScreen("title"), text: errorScreen("text"), refresh: errorScreen("refresh"), goHome: errorScreen("goHome") },
    notFound: { title: notFoundScreen("title"), text: notFoundScreen("text"), goHome: notFoundScreen("goHome") },
    loading: common("loading"),
  };

  return (
    <html lang={locale} dir={localeInfo[locale].dir} className={inter.variable} suppressHydrationWarning>
      <head>
        <script dangerouslySetInnerHTML={{ __html: themeInitScript }} />
      </head>
      <body className="flex min-h-screen flex-col font-sans">
        <ShellMessagesProvider messages={shellMessages}>
          <a
            href="#main-content"
            className="sr-only focus:not-sr-only focus:fixed focus:start-4 focus:top-4 focus:z-[60] focus:rounded-md focus:bg-background focus:px-4 focus:py-2 focus:shadow"
          >
            {common("skipToContent")}
          </a>
          <SiteHeader />
          <main id="main-content" tabIndex={-1} className="flex-1 pt-[72px] focus:outline-none">
            {children}
          </main>
          <SiteFooter />
          <ScrollReset />
          <ScrollToTop label={scroll("label")} threshold={400} />
          <Toaster closeLabel={toast("close")} regionLabel={toast("region", { hotkey: "F8" })} />
          <VitalsReporter />
        </ShellMessagesProvider>
      </body>
    </html>
  );
}
