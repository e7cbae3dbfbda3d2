// The companions section of a trip page: who is on the trip and, for the owner, inviting,
// withdrawing, removing and handing over; for a companion, leaving. Plain forms: it works
// without JavaScript.
import { getFormatter, getTranslations } from "next-intl/server";
import { inviteAction, removeAction, transferAction, withdrawAction } from "@/app/[locale]/(planner)/itinerary-view/[id]/companion-actions";
import { buttonVariants } from "@/components/ui/button-variants";
import { companionErrorKey, type CompanionFormError } from "@/lib/companions/form-errors";
import type { TripPeople } from "@/lib/companions/service";
import { Link } from "@/lib/i18n/navigation";

type Props = { locale: string; itineraryId: string; userId: string; people: TripPeople; error: CompanionFormError | null; invited: string | null; changed: boolean };

export async function CompanionsSection({ locale, itineraryId, userId, people, error, invited, changed }: Props) {
  const t = await getTranslations("Companions");
  const format = await getFormatter();
  const isOwner = people.role === "owner";
  const roleLabel = (role: "owner" | "viewer" | "editor") => t(role === "owner" ? "roleLabelOwner" : role === "editor" ? "roleLabelEditor" : "roleLabelViewer");
  const hidden = (
    <>
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="id" value={itineraryId} />
    </>
  );
  const field = "mt-1 block rounded-md border border-input bg-background px-3 py-1.5 text-sm";

  return (
    <section id="companions" aria-labelledby="companions-heading" className="space-y-4 rounded-xl border bg-card p-5 shadow-sm print:hidden" data-testid="companions">
      <h2 id="companions-heading" className="text-lg font-semibold">
        {t("title")}
      </h2>
      <p className="text-sm text-muted-foreground">{t("intro")}</p>
      {error && (
        <p role="alert" id="companions-error" className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm">
          {t(companionErrorKey[error])}{" "}
          {error === "limit" && (
            <Link href="/subscription" className="font-medium text-primary underline">
              {t("upgrade")}
            </Link>
          )}
        </p>
      )}
      {invited && !error && (
        <p role="status" className="rounded-md border border-primary/40 bg-primary/5 p-3 text-sm">
          {t("invited", { email: invited })}
        </p>
      )}
      {changed && !error && <p role="status" className="sr-only">{t("liveUpdated")}</p>}

      <ul aria-label={t("listLabel")} className="divide-y rounded-lg border" data-testid="companion-list">
        <li className="flex flex-wrap items-center gap-2 p-3 text-sm">
          <span className="font-medium">{people.owner.name}</span>
          <span className="text-muted-foreground">
            {roleLabel("owner")}
            {people.owner.id === userId ? ` (${t("you")})` : ""}
          </span>
        </li>
        {people.companions.map((companion) => (
          <li key={companion.id} className="flex flex-wrap items-center gap-2 p-3 text-sm">
            <span className="font-medium">{companion.name}</span>
            <span className="text-muted-foreground">
              {roleLabel(companion.role)}
              {companion.id === userId ? ` (${t("you")})` : ""}
              {companion.email ? ` · ${companion.email}` : ""}
            </span>
            <span className="ms-auto flex flex-wrap gap-2">
              {isOwner && (
                <>
                  <form action={transferAction}>
                    {hidden}
                    <input type="hidden" name="userId" value={companion.id} />
                    <button type="submit" className={buttonVariants({ variant: "outline", size: "sm" })}>
                      {t("transfer", { name: companion.name })}
                    </button>
                  </form>
                  <form action={removeAction}>
                    {hidden}
                    <input type="hidden" name="userId" value={companion.id} />
                    <button type="submit" className={buttonVariants({ variant: "outline", size: "sm" })}>
                      {t("remove", { name: companion.name })}
                    </button>
                  </form>
                </>
              )}
              {!isOwner && companion.id === userId && (
                <form action={removeAction}>
                  {hidden}
                  <input type="hidden" name="userId" value={userId} />
                  <button type="submit" className={buttonVariants({ variant: "outline", size: "sm" })}>
                    {t("leave")}
                  </button>
                </form>
              )}
            </span>
          </li>
        ))}
      </ul>
      {isOwner && people.companions.length > 0 && <p className="text-xs text-muted-foreground">{t("transferNote")}</p>}

      {isOwner && people.invitations.length > 0 && (
        <div className="space-y-2">
          <h3 className="font-medium">{t("pendingTitle")}</h3>
          <ul className="space-y-2 text-sm" data-testid="pending-invitations">
            {people.invitations.map((invitation) => (
              <li key={invitation.id} className="flex flex-wrap items-center gap-2">
                <span>{t("pendingItem", { email: invitation.email, role: roleLabel(invitation.role), date: format.dateTime(new Date(invitation.expiresAt), { dateStyle: "medium" }) })}</span>
                <form action={withdrawAction}>
                  {hidden}
                  <input type="hidden" name="invitationId" value={invitation.id} />
                  <button type="submit" className="text-destructive underline" aria-label={t("withdraw", { email: invitation.email })}>
                    {t("withdraw", { email: invitation.email })}
                  </button>
                </form>
              </li>
            ))}
          </ul>
        </div>
      )}

      {isOwner && (
        <form action={inviteAction} className="flex flex-wrap items-end gap-3" data-testid="invite-form">
          {hidden}
          <label className="text-sm">
            <span className="block font-medium">{t("emailLabel")}</span>
            <input name="email" type="email" required maxLength={254} autoComplete="off" className={field} aria-invalid={error === "email" || error === "already" || error === "self" ? true : undefined} aria-describedby={error ? "companions-error" : undefined} />
          </label>
          <label className="text-sm">
            <span className="block font-medium">{t("roleLabel")}</span>
            <select name="role" defaultValue="editor" className={field}>
              <option value="editor">{t("roleLabelEditor")}</option>
              <option value="viewer">{t("roleLabelViewer")}</option>
            </select>
          </label>
          <button type="submit" className={buttonVariants({ variant: "secondary", size: "sm" })}>
            {t("invite")}
          </button>
        </form>
      )}
      {isOwner && (
        <p className="text-xs text-muted-foreground">
          {people.limit === null ? (
            t("unlimited")
          ) : (
            <>
              {t("freeLimit")}{" "}
              <Link href="/subscription" className="font-medium text-primary underline-offset-4 hover:underline">
                {t("upgrade")}
              </Link>
            </>
          )}
        </p>
      )}
    </section>
  );
}
