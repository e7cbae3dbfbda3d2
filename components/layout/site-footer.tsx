import { getTranslations } from "next-intl/server";
import { Icon } from "@/components/ui/icon";
import { Link } from "@/lib/i18n/navigation";
import { footerGroups } from "@/lib/nav";
import { siteConfig } from "@/lib/site-config";
import { ConsentDialogButton } from "@/components/consent/consent-links";
import { PaymentBrands } from "./payment-brands";

const external = { target: "_blank", rel: "noopener noreferrer" } as const;

export async function SiteFooter() {
  const [t, common, privacy, consent] = await Promise.all([
    getTranslations("Footer"),
    getTranslations("Common"),
    getTranslations("PrivacyDialog"),
    getTranslations("Consent"),
  ]);
  const year = new Date().getFullYear();

  return (
    <footer className="mt-16 border-t bg-muted/40">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 md:grid-cols-2 lg:grid-cols-6">
        <div className="lg:col-span-2">
          <p className="text-xl font-bold">Wander Bold</p>
          <p className="mt-1 font-medium text-primary">{t("tagline")}</p>
          <p className="mt-3 text-sm text-muted-foreground">{t("about")}</p>
          <h2 className="mt-6 text-sm font-semibold">{t("followUs")}</h2>
          <ul className="mt-2 flex flex-wrap gap-3 text-sm">
            {siteConfig.social.map((profile) => (
              <li key={profile.key}>
                <a href={profile.href} {...external} className="underline-offset-4 hover:underline">
                  {t(`social_${profile.key}`)}
                  <span className="sr-only"> {common("opensInNewTab")}</span>
                </a>
              </li>
            ))}
          </ul>
          <h2 className="mt-6 text-sm font-semibold">{t("support")}</h2>
          <ul className="mt-2 space-y-2 text-sm">
            <li>
              <a href={`mailto:${siteConfig.supportEmail}`} className="inline-flex items-center gap-2 underline-offset-4 hover:underline">
                <Icon name="mail" className="size-4" />
                {t("contactSupport")}: {siteConfig.supportEmail}
              </a>
            </li>
            <li>
              <a href={siteConfig.sslVerificationUrl} {...external} className="inline-flex items-center gap-2 underline-offset-4 hover:underline">
                <Icon name="lock" className="size-4" />
                {t("sslVerified")}
                <span className="sr-only"> {common("opensInNewTab")}</span>
              </a>
            </li>
          </ul>
        </div>
        {footerGroups.map((group) => (
          <nav key={group.key} aria-labelledby={`footer-${group.key}`}>
            <h2 id={`footer-${group.key}`} className="text-sm font-semibold">
              {t(`group_${group.key}`)}
            </h2>
            <ul className="mt-3 space-y-2 text-sm">
              {group.items.map((item) => (
                <li key={item.key}>
                  {item.href === "/sitemap.xml" ? (
                    <a href={item.href} className="footer-link">
                      {t(item.key)}
                    </a>
                  ) : (
                    <Link href={item.href} prefetch={false} className="footer-link">
                      {t(item.key)}
                    </Link>
                  )}
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="mx-auto max-w-7xl border-t px-4 py-6">
        <h2 className="text-sm font-semibold">{t("partnerOffers")}</h2>
        <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-2 text-sm">
          {siteConfig.affiliatePages.map((page) => (
            <li key={page.key}>
              <a href={page.href} target="_blank" rel="sponsored noopener" className="footer-link">
                {t(`affiliate_${page.key}`)}
                <span className="sr-only"> {common("opensInNewTab")}</span>
              </a>
            </li>
          ))}
        </ul>
        <h2 className="mt-6 text-sm font-semibold">{privacy("footerHeading")}</h2>
        <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-2 text-sm">
          <li>
            <ConsentDialogButton dialog="privacy" label={privacy("footerLink")} />
          </li>
          <li>
            <ConsentDialogButton dialog="preferences" label={consent("footerLink")} />
          </li>
        </ul>
        <PaymentBrands title={t("paymentsTitle")} label={t("paymentBrandsLabel")} />
        <div className="mt-6 space-y-1 text-xs text-muted-foreground">
          <p>{t("priceDisclaimer")}</p>
          <p>{t("affiliateDisclaimer")}</p>
          <p>{t("copyright", { year })}</p>
        </div>
      </div>
    </footer>
  );
}
