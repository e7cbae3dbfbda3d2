"use client";

import { useEffect, useState } from "react";
import { useTranslations } from "next-intl";
import { CHECKOUT_ERROR_KEY } from "./checkout-link";

/** On /subscription?error=payment: what failed (the reason the checkout page left in session storage). */
export function PaymentErrorNotice() {
  const t = useTranslations("Checkout");
  const [reason, setReason] = useState<string | null>(null);
  useEffect(() => {
    if (new URLSearchParams(window.location.search).get("error") !== "payment") return;
    // Reading browser-only state after mount keeps the page static.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setReason(sessionStorage.getItem(CHECKOUT_ERROR_KEY) ?? t("failed"));
  }, [t]);
  if (!reason) return null;
  return (
    <div role="alert" className="rounded-lg border border-red-300 bg-red-50 p-4 text-red-900 dark:bg-red-950 dark:text-red-100">
      <p className="font-semibold">{t("errorTitle")}</p>
      <p>{reason}</p>
    </div>
  );
}
