"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/lib/toast-store";
import { sendJson } from "./api-client";

/** Sends the verification e-mail again; once sent it reads 'Verification email sent!'. */
export function ResendVerificationButton({ email }: { email?: string }) {
  const t = useTranslations("Auth");
  const [state, setState] = useState<"idle" | "sending" | "sent">("idle");

  async function resend() {
    setState("sending");
    const result = await sendJson<{ ok: boolean }>("/api/resend-verification", email ? { email } : {});
    if (result.ok && result.data.ok) {
      setState("sent");
      toast({ title: t("resendSuccessTitle"), description: t("resendSuccessText") });
    } else {
      setState("idle");
      toast({ title: t("resendFailedTitle"), description: t("tryAgainLater"), variant: "destructive" });
    }
  }

  return (
    <Button type="button" className="w-full" onClick={resend} disabled={state !== "idle"}>
      {state === "sent" ? t("resendDone") : state === "sending" ? t("sending") : t("resendButton")}
    </Button>
  );
}
