import { Check } from "lucide-react";
import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { AuthTabs } from "@/components/account/auth-tabs";
import { getCurrentUser } from "@/lib/auth/queries";
import { safeRedirectPath } from "@/lib/auth/redirect";
import { redirect } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/locales";
import { pageMetadata } from "@/lib/seo/metadata";

export async function generateMetadata({ params }: PageProps<"/[locale]/auth">): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "Auth" });
  return pageMetadata({ locale: locale as Locale, path: "/auth", title: t("metaTitle"), description: t("metaDescription"), noIndex: true });
}

const benefits = ["benefitDeals", "benefitSave", "benefitRecommendations", "benefitItineraries"] as const;

// /auth (and /auth-page-new): a signed-in visitor goes straight to the redirect target.
export default async function AuthPage({ params, searchParams }: PageProps<"/[locale]/auth">) {
  const { locale } = await params;
  setRequestLocale(locale);
  const query = await searchParams;
  const redirectTo = safeRedirectPath(typeof query.redirect === "string" ? query.redirect : undefined);
  if (await getCurrentUser()) redirect({ href: redirectTo, locale: locale as Locale });
  const t = await getTranslations("Auth");
  const initialTab = query.tab === "register" || query.tab === "reset" ? query.tab : "login";

  return (
    <div className="grid gap-8 md:grid-cols-2">
      <section aria-labelledby="auth-heading" className="rounded-xl border bg-card p-6 shadow-sm">
        <h1 id="auth-heading" className="mb-1 text-2xl font-bold">
          {t("heading")}
        </h1>
        <p className="mb-6 text-sm text-muted-foreground">{t("subheading")}</p>
        <AuthTabs redirectTo={redirectTo} initialTab={initialTab} />
      </section>
      <aside aria-labelledby="benefits-heading" className="rounded-xl bg-primary p-8 text-primary-foreground">
        <h2 id="benefits-heading" className="mb-6 text-xl font-semibold">
          {t("benefitsHeading")}
        </h2>
        <ul className="space-y-4">
          {benefits.map((key) => (
            <li key={key} className="flex items-start gap-3">
              <Check aria-hidden className="mt-0.5 size-5 shrink-0" />
              <span>{t(key)}</span>
            </li>
          ))}
        </ul>
      </aside>
    </div>
  );
}
