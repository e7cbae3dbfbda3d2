"use client";

import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { toast } from "@/lib/toast-store";
import { useResendVerification } from "@/lib/api-client/account";

/** Sends the verification e-mail again; once sent it reads 'Verification email sent!'. */
export function ResendVerificationButton({ email }: { email?: string }) {
  const t = useTranslations("Auth");
  const resendVerification = useResendVerification();
  const state = resendVerification.isPending ? "sending" : resendVerification.data?.ok ? "sent" : "idle";

  function resend() {
    const failed = () => toast({ title: t("resendFailedTitle"), description: t("tryAgainLater"), variant: "destructive" });
    resendVerification.mutate(email ? { email } : {}, {
      onSuccess: ({ ok }) => (ok ? toast({ title: t("resendSuccessTitle"), description: t("resendSuccessText") }) : failed()),
      onError: failed,
    });
  }

  return (
    <Button type="button" className="w-full" onClick={resend} disabled={state !== "idle"}>
      {state === "sent" ? t("resendDone") : state === "sending" ? t("sending") : t("resendButton")}
    </Button>
  );
}
