"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { useSubscriptionAction, type SubscriptionAction } from "@/lib/api-client/billing";
import { isApiError } from "@/lib/api-client/fetch";
import { notifySessionChanged } from "@/lib/auth/current-user-client";
import { Link, useRouter } from "@/lib/i18n/link";

/** The server's message of a failed action, if it sent one. */
const serverMessage = (error: unknown) => (isApiError(error) ? error.serverMessage : undefined);

/** The Customer Portal, cancel-at-period-end and resume buttons of /premium-management. */
export function ManageActions({ hasSubscription, cancelAtPeriodEnd }: { hasSubscription: boolean; cancelAtPeriodEnd: boolean }) {
  const t = useTranslations("PremiumManagement");
  const router = useRouter();
  const action = useSubscriptionAction();
  const [isLeaving, setIsLeaving] = useState(false);
  const busy = action.isPending || isLeaving;
  const [error, setError] = useState<string | null>(null);

  function run(name: SubscriptionAction, follow: boolean) {
    setError(null);
    action.mutate(name, {
      onSuccess: ({ url }) => {
        if (follow && url) {
          setIsLeaving(true);
          return window.location.assign(url);
        }
        notifySessionChanged();
        router.refresh();
      },
      onError: (failure) => setError(serverMessage(failure) ?? t("actionFailed")),
    });
  }

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap gap-3">
        <Button onClick={() => run("portal", true)} disabled={busy}>{t("portal")}</Button>
        {hasSubscription && !cancelAtPeriodEnd ? (
          <Button asChild variant="outline"><Link href="/cancel-subscription">{t("cancel")}</Link></Button>
        ) : null}
        {hasSubscription && cancelAtPeriodEnd ? (
          <Button variant="outline" onClick={() => run("resume", false)} disabled={busy}>{t("resume")}</Button>
        ) : null}
      </div>
      {error ? <p role="alert" className="text-sm text-red-700">{error}</p> : null}
    </div>
  );
}

/** /cancel-subscription's confirmation: cancels at the end of the period. */
export function ConfirmCancel() {
  const t = useTranslations("PremiumManagement");
  const cancel = useSubscriptionAction();
  const [error, setError] = useState<string | null>(null);

  function confirm() {
    setError(null);
    cancel.mutate("cancel", { onSuccess: notifySessionChanged, onError: (failure) => setError(serverMessage(failure) ?? t("actionFailed")) });
  }

  if (cancel.isSuccess) {
    return (
      <div role="status" className="space-y-3">
        <p className="font-semibold">{t("cancelDone")}</p>
        <Button asChild variant="outline"><Link href="/premium-management">{t("backToManagement")}</Link></Button>
      </div>
    );
  }
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap gap-3">
        <Button variant="destructive" onClick={confirm} disabled={cancel.isPending}>{t("confirmCancel")}</Button>
        <Button asChild variant="outline"><Link href="/premium-management">{t("keep")}</Link></Button>
      </div>
      {error ? <p role="alert" className="text-sm text-red-700">{error}</p> : null}
    </div>
  );
}
