import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { hasLocale } from "next-intl";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { buttonVariants } from "@/components/ui/button-variants";
import { isAppError } from "@/lib/api/errors";
import { getCurrentUser } from "@/lib/auth/queries";
import { companionMessages, invitationPath, INVITATION_PATH } from "@/lib/companions/schema";
import { previewInvitation, type InvitationPreview } from "@/lib/companions/service";
import { Link } from "@/lib/i18n/navigation";
import { routing } from "@/lib/i18n/routing";
import { pageMetadata } from "@/lib/seo/metadata";
import { acceptInvitationAction } from "./actions";

export const dynamic = "force-dynamic";

export async function generateMetadata({ params }: PageProps<"/[locale]/trip-invitation">): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  const t = await getTranslations({ locale, namespace: "Companions" });
  return pageMetadata({ locale, path: INVITATION_PATH, title: t("inviteTitle"), description: t("inviteDescription"), noIndex: true });
}

type Refusal = "invalidLink" | "expired" | "used" | "otherEmail" | "errorBusy";

const refusalOf = (message: string): Refusal =>
  message === companionMessages.invitationExpired ? "expired" : message === companionMessages.invitationUsed ? "used" : message === companionMessages.invitationOtherEmail ? "otherEmail" : "invalidLink";

/** A trip invitation's page: what it is, then sign in (keeping this link) or accept. Looking does not use it up. */
export default async function TripInvitationPage({ params, searchParams }: PageProps<"/[locale]/trip-invitation">) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations("Companions");
  const query = await searchParams;
  const token = typeof query.token === "string" ? query.token.slice(0, 200) : "";
  const user = await getCurrentUser();

  let preview: InvitationPreview | null = null;
  let refusal: Refusal | null = null;
  try {
    preview = await previewInvitation(token);
  } catch (error) {
    if (!isAppError(error)) throw error;
    refusal = refusalOf(error.message);
  }
  if (preview && user && preview.email !== user.email) refusal = "otherEmail";
  if (preview && !refusal && query.refused === "busy") refusal = "errorBusy";

  return (
    <div className="mx-auto max-w-xl space-y-5 py-6">
      <h1 className="text-3xl font-bold tracking-tight">{refusal && !preview ? t("invalidTitle") : t("inviteTitle")}</h1>
      {preview && <p className="text-lg">{t("inviteText", { name: preview.inviter, trip: preview.trip, role: t(preview.role === "editor" ? "roleEditor" : "roleViewer") })}</p>}
      {refusal && (
        <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm" data-testid="invitation-refused">
          {t(refusal)}
        </p>
      )}
      {preview && !user && (
        <>
          <p>{t("inviteSignIn", { email: preview.email })}</p>
          <Link href={`/auth?redirect=${encodeURIComponent(invitationPath(token))}`} className={buttonVariants({ variant: "highlight" })}>
            {t("inviteSignInAction")}
          </Link>
        </>
      )}
      {preview && user && !refusal && (
        <form action={acceptInvitationAction}>
          <input type="hidden" name="locale" value={locale} />
          <input type="hidden" name="token" value={token} />
          <button type="submit" className={buttonVariants({ variant: "highlight" })}>
            {t("accept")}
          </button>
        </form>
      )}
      {user && (
        <p>
          <Link href="/dashboard/trips" className="text-primary underline-offset-4 hover:underline">
            {t("backToTrips")}
          </Link>
        </p>
      )}
    </div>
  );
}
