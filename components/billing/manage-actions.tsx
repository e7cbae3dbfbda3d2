"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { notifySessionChanged } from "@/lib/auth/current-user-client";
import { Link, useRouter } from "@/lib/i18n/link";

async function post(path: string): Promise<{ ok: boolean; body: { url?: string; message?: string } }> {
  const response = await fetch(path, { method: "POST", credentials: "same-origin" });
  return { ok: response.ok, body: (await response.json().catch(() => ({}))) as { url?: string; message?: string } };
}

/** The Customer Portal, cancel-at-period-end and resume buttons of /premium-management. */
export function ManageActions({ hasSubscription, cancelAtPeriodEnd }: { hasSubscription: boolean; cancelAtPeriodEnd: boolean }) {
  const t = useTranslations("PremiumManagement");
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function run(path: string, follow: boolean) {
    setBusy(true);
    setError(null);
    const { ok, body } = await post(path);
    if (ok && follow && body.url) return window.location.assign(body.url);
    setBusy(false);
    if (!ok) return setError(body.message ?? t("actionFailed"));
    notifySessionChanged();
    router.refresh();
  }

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap gap-3">
        <Button onClick={() => run("/api/payment/portal", true)} disabled={busy}>{t("portal")}</Button>
        {hasSubscription && !cancelAtPeriodEnd ? (
          <Button asChild variant="outline"><Link href="/cancel-subscription">{t("cancel")}</Link></Button>
        ) : null}
        {hasSubscription && cancelAtPeriodEnd ? (
          <Button variant="outline" onClick={() => run("/api/payment/resume", false)} disabled={busy}>{t("resume")}</Button>
        ) : null}
      </div>
      {error ? <p role="alert" className="text-sm text-red-700">{error}</p> : null}
    </div>
  );
}

/** /cancel-subscription's confirmation: cancels at the end of the period. */
export function ConfirmCancel() {
  const t = useTranslations("PremiumManagement");
  const [state, setState] = useState<"idle" | "busy" | "done">("idle");
  const [error, setError] = useState<string | null>(null);

  async function confirm() {
    setState("busy");
    const { ok, body } = await post("/api/payment/cancel");
    if (!ok) {
      setState("idle");
      return setError(body.message ?? t("actionFailed"));
    }
    notifySessionChanged();
    setState("done");
  }

  if (state === "done") {
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
        <Button variant="destructive" onClick={confirm} disabled={state === "busy"}>{t("confirmCancel")}</Button>
        <Button asChild variant="outline"><Link href="/premium-management">{t("keep")}</Link></Button>
      </div>
      {error ? <p role="alert" className="text-sm text-red-700">{error}</p> : null}
    </div>
  );
}
