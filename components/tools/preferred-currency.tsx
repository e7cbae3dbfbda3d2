"use client";
// The calculator's currency starts as the visitor's chosen display currency (saved by the header's
// picker) when the URL does not name one. Without JavaScript the form simply starts in US dollars.
import { useEffect } from "react";
import { isSupportedCurrency } from "@/lib/currency/currencies";
import { CURRENCY_STORAGE_KEY } from "@/lib/i18n/language";

export function PreferredCurrency({ selectId }: { selectId: string }) {
  useEffect(() => {
    if (new URLSearchParams(window.location.search).has("currency")) return;
    let saved: string | null = null;
    try {
      saved = window.localStorage.getItem(CURRENCY_STORAGE_KEY);
    } catch {
      return;
    }
    const select = document.getElementById(selectId);
    if (saved && isSupportedCurrency(saved) && select instanceof HTMLSelectElement) select.value = saved;
  }, [selectId]);
  return null;
}
