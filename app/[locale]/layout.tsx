import type { Metadata, Viewport } from "next";
import { notFound } from "next/navigation";
import { hasLocale } from "next-intl";
import { getTranslations, setRequestLocale } from "next-intl/server";
import type { ConsentMessages } from "@/components/consent/consent-messages";
import { ConsentManager } from "@/components/consent/consent-manager";
import { InstalledApp } from "@/components/pwa/installed-app";
import { HydrationSignal } from "@/components/layout/hydration-signal";
import { ScrollReset } from "@/components/layout/scroll-reset";
import { ScrollToTop } from "@/components/layout/scroll-to-top";
import { SiteFooter } from "@/components/layout/site-footer";
import { SiteHeader } from "@/components/layout/site-header";
import { Toaster } from "@/components/ui/toaster";
import { VitalsReporter } from "@/components/vitals/vitals-reporter";
import { localeInfo, locales } from "@/lib/i18n/locales";
import { getPathname } from "@/lib/i18n/navigation";
import { routing } from "@/lib/i18n/routing";
import { ShellMessagesProvider, type ShellMessages } from "@/lib/i18n/shell-messages";
import { siteUrl } from "@/lib/seo/site-url";
import { manifestPath } from "@/lib/pwa/manifest";
import { pageInitScript } from "@/lib/shell/page-init-script";
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
    manifest: hasLocale(routing.locales, locale) ? manifestPath(locale) : undefined,
  };
}

export default async function LocaleLayout({ children, params }: LayoutProps<"/[locale]">) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);

  const [common, toast, scroll, errorScreen, notFoundScreen, consent, privacy] = await Promise.all([
    getTranslations("Common"),
    getTranslations("Toast"),
    getTranslations("ScrollToTop"),
    getTranslations("Error"),
    getTranslations("NotFound"),
    getTranslations("Consent"),
    getTranslations("PrivacyDialog"),
  ]);
  // Client components receive translated strings as props or through this small context, so no
  // page ships next-intl's client runtime (see lib/i18n/shell-messages.tsx).
  const shellMessages: ShellMessages = {
    error: { title: errorScreen("title"), text: errorScreen("text"), refresh: errorScreen("refresh"), goHome: errorScreen("goHome") },
    notFound: { title: notFoundScreen("title"), text: notFoundScreen("text"), goHome: notFoundScreen("goHome") },
  };

  const toggle = (key: string) => ({ title: consent(`${key}Title`), text: consent(`${key}Text`) });
  const consentMessages: ConsentMessages = {
    banner: {
      label: consent("bannerLabel"),
      title: consent("bannerTitle"),
      text: consent("bannerText"),
      acceptAll: consent("acceptAll"),
      rejectAll: consent("rejectAll"),
      customize: consent("customize"),
      policy: consent("cookiePolicy"),
    },
    preferences: {
      title: consent("dialogTitle"),
      description: consent("dialogDescription"),
      essentialTitle: consent("essentialTitle"),
      essentialText: consent("essentialText"),
      alwaysActive: consent("alwaysActive"),
      advertisingGroup: consent("advertisingGroup"),
      toggles: {
        analytics: toggle("analytics"),
        adStorage: toggle("adStorage"),
        adUserData: toggle("adUserData"),
        adPersonalization: toggle("adPersonalization"),
        personalization: toggle("personalization"),
      },
      save: consent("savePreferences"),
      close: consent("close"),
    },
    privacy: {
      title: privacy("title"),
      description: privacy("description"),
      groupLabel: privacy("groupLabel"),
      continueLabel: privacy("continueLabel"),
      continueText: privacy("continueText"),
      optOutLabel: privacy("optOutLabel"),
      optOutText: privacy("optOutText"),
      save: privacy("save"),
      saving: privacy("saving"),
      cancel: privacy("cancel"),
      close: privacy("close"),
      toastTitle: privacy("toastTitle"),
      toastText: privacy("toastText"),
    },
  };

  return (
    <html lang={locale} dir={localeInfo[locale].dir} className={inter.variable} suppressHydrationWarning>
      <head>
        <script dangerouslySetInnerHTML={{ __html: pageInitScript }} />
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
          {/* The 'Loading...' spinner (docs/features/site-wide.md): shown while a client-side move waits (lib/i18n/link.tsx), and while a
              control pressed before the page's scripts had loaded waits for them (lib/shell/page-init-script.ts). */}
          <div
            role="status"
            aria-live="polite"
            className="pointer-events-none fixed inset-x-0 top-[72px] z-40 hidden justify-center pt-24 [html[data-hydrating]_&]:flex [html[data-navigating]_&]:flex"
          >
            <span className="flex items-center gap-3 rounded-full border bg-background px-5 py-3 shadow-lg">
              <span aria-hidden className="size-6 animate-spin rounded-full border-4 border-primary border-t-transparent" />
              <span className="text-sm text-muted-foreground">{common("loading")}</span>
            </span>
          </div>
          <ScrollReset />
          <ScrollToTop label={scroll("label")} threshold={400} />
          <ConsentManager messages={consentMessages} policyHref={getPathname({ href: "/legal#cookies", locale })} />
          <Toaster closeLabel={toast("close")} regionLabel={toast("region", { hotkey: "F8" })} />
          <VitalsReporter />
          <InstalledApp />
          <HydrationSignal />
        </ShellMessagesProvider>
      </body>
    </html>
  );
}
