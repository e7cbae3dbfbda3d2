import { TableScroll } from "@/components/ui/table-scroll";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { hasLocale } from "next-intl";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { PaymentErrorNotice } from "@/components/billing/payment-error-notice";
import { PlanPicker } from "@/components/billing/plan-picker";
import { Breadcrumbs } from "@/components/layout/breadcrumbs";
import { PaymentBrands } from "@/components/layout/payment-brands";
import { routing } from "@/lib/i18n/routing";
import { pageMetadata } from "@/lib/seo/metadata";

export const dynamic = "error";

export async function generateMetadata({ params }: PageProps<"/[locale]/subscription">): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  const t = await getTranslations({ locale, namespace: "Subscription" });
  return pageMetadata({ locale, path: "/subscription", title: t("metaTitle"), description: t("metaDescription") });
}

export default async function SubscriptionPage({ params }: PageProps<"/[locale]/subscription">) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations("Subscription");
  const footer = await getTranslations("Footer");
  const rows = t.raw("compareRows") as Array<[string, string, string]>;
  const faq = t.raw("faq") as Array<{ q: string; a: string }>;

  return (
    <div className="space-y-12">
      <Breadcrumbs items={[{ name: t("breadcrumb"), path: "/subscription" }]} />
      <PaymentErrorNotice />
      <header className="text-center">
        <h1 className="text-4xl font-bold tracking-tight">{t("heading")}</h1>
        <p className="mt-3 text-lg text-muted-foreground">{t("intro")}</p>
      </header>
      <PlanPicker />
      <section aria-labelledby="compare-heading">
        <h2 id="compare-heading" className="mb-4 text-2xl font-bold">{t("compareHeading")}</h2>
        <TableScroll labelledBy="compare-heading" className="rounded-xl border">
          <table className="w-full text-start text-sm">
            <thead className="bg-muted">
              <tr>
                <th scope="col" className="p-3">{t("compareFeature")}</th>
                <th scope="col" className="p-3">{t("freeName")}</th>
                <th scope="col" className="p-3">{t("premiumName")}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map(([feature, free, premium]) => (
                <tr key={feature} className="border-t">
                  <th scope="row" className="p-3 font-medium">{feature}</th>
                  <td className="p-3">{free}</td>
                  <td className="p-3">{premium}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      </section>
      <section aria-labelledby="faq-heading">
        <h2 id="faq-heading" className="mb-4 text-2xl font-bold">{t("faqHeading")}</h2>
        <div className="space-y-3">
          {faq.map((item) => (
            <details key={item.q} className="rounded-lg border p-4">
              <summary className="cursor-pointer font-semibold">{item.q}</summary>
              <p className="mt-2 text-muted-foreground">{item.a}</p>
            </details>
          ))}
        </div>
      </section>
      <PaymentBrands title={footer("paymentsTitle")} label={footer("paymentBrandsLabel")} />
    </div>
  );
}
