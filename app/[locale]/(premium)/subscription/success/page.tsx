import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { SubscriptionSummary } from "@/components/billing/subscription-summary";
import { buttonVariants } from "@/components/ui/button";
import { isAppError } from "@/lib/api/errors";
import { getCurrentUser } from "@/lib/auth/queries";
import { getSubscriptionView } from "@/lib/billing/queries";
import { sessionIdSchema } from "@/lib/billing/schema";
import { isCheckoutSessionComplete, verifyCheckoutSession } from "@/lib/billing/service";
import { Link } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/locales";
import { pageMetadata } from "@/lib/seo/metadata";

export async function generateMetadata({ params }: PageProps<"/[locale]/subscription/success">): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "Billing" });
  return pageMetadata({ locale: locale as Locale, path: "/subscription/success", title: t("successHeading"), description: t("successText"), noIndex: true });
}

export default async function CheckoutSuccessPage({ params, searchParams }: PageProps<"/[locale]/subscription/success">) {
  const { locale } = await params;
  setRequestLocale(locale);
  const query = await searchParams;
  const rawId = typeof query.session_id === "string" ? query.session_id : "";
  const t = await getTranslations("Billing");
  // Premium comes only from the session as Stripe reports it, never from the URL alone.
  const sessionId = sessionIdSchema.safeParse(rawId);
  const user = await getCurrentUser();
  if (!user) {
    // Back from the payment page after the session expired (docs/features/premium.md: the checkout
    // result pages are open): the result without private details, and a way to sign in to see the subscription.
    const path = rawId ? `/subscription/success?session_id=${encodeURIComponent(rawId)}` : "/subscription/success";
    const paid = sessionId.success ? await isCheckoutSessionComplete(sessionId.data).catch(() => false) : false;
    return <SignedOutResult paid={paid} signInHref={`/auth?redirect=${encodeURIComponent(path)}`} t={t} />;
  }
  let verified = false;
  let view = await getSubscriptionView(user.id);
  let problem: string | null = null;
  if (sessionId.success) {
    try {
      ({ verified, view } = await verifyCheckoutSession({ actor: user, sessionId: sessionId.data }));
    } catch (error) {
      problem = isAppError(error) ? error.message : t("verifyFailed");
    }
  }

  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-bold">{verified ? t("successHeading") : t("pendingHeading")}</h1>
      <p className="text-muted-foreground">{verified ? t("successText") : t("pendingText")}</p>
      {problem ? <p role="alert" className="text-red-700">{problem}</p> : null}
      <SubscriptionSummary view={view} />
      <div className="flex flex-wrap gap-3">
        <Link href="/premium-management" className={buttonVariants()}>{t("manage")}</Link>
        <Link href="/" className={buttonVariants({ variant: "outline" })}>{t("home")}</Link>
      </div>
    </div>
  );
}

type BillingT = Awaited<ReturnType<typeof getTranslations<"Billing">>>;

function SignedOutResult({ paid, signInHref, t }: { paid: boolean; signInHref: string; t: BillingT }) {
  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-bold">{paid ? t("paidHeading") : t("pendingHeading")}</h1>
      <p className="text-muted-foreground">{paid ? t("paidSignedOutText") : t("pendingText")}</p>
      <p>{t("signInToSee")}</p>
      <div className="flex flex-wrap gap-3">
        <Link href={signInHref} className={buttonVariants()}>{t("signIn")}</Link>
        <Link href="/" className={buttonVariants({ variant: "outline" })}>{t("home")}</Link>
      </div>
    </div>
  );
}
