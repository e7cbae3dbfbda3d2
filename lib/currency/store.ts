// The visitor's display currency (docs/features/site-wide.md, Currency): starts USD at rate 1, restores a saved
// choice only if it is supported, saves every change under 'preferredCurrency', and updates the
// selected rate when the rates arrive. A tiny external store read with useSyncExternalStore: no
// context provider, no query library (the header is on pages that load none), nothing on the
// server; the request itself goes through the client layer's apiFetch.
import { useSyncExternalStore } from "react";
import { apiFetch } from "@/lib/api-client/fetch";
import { toast } from "@/lib/toast-store";
import { CURRENCY_STORAGE_KEY } from "@/lib/i18n/language";
import { BASE_CURRENCY, currencyCodes, isSupportedCurrency, type CurrencyCode } from "./currencies";

export const EXCHANGE_RATES_PATH = "/api/travel-costs/exchange-rates";
/** Rates stay fresh for an hour and are fetched again after it (docs/features/site-wide.md). */
export const RATES_REFRESH_MS = 60 * 60 * 1000;

export type RatesStatus = "idle" | "loading" | "ready" | "failed";

export type CurrencyState = {
  /** The chosen currency (shown once its rate is known). */
  code: CurrencyCode;
  /** Units of `code` per US dollar; 1 until the rates arrive. */
  rate: number;
  rates: Record<CurrencyCode, number> | null;
  status: RatesStatus;
};

const initialState: CurrencyState = { code: BASE_CURRENCY, rate: 1, rates: null, status: "idle" };

let state: CurrencyState = initialState;
const listeners = new Set<() => void>();
let restored = false;
let failureToastShown = false;
let fetchFailedMessage = "Failed to fetch exchange rates";
let refreshTimer: ReturnType<typeof setTimeout> | undefined;

function setState(patch: Partial<CurrencyState>) {
  state = { ...state, ...patch };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getState = () => state;
const getServerState = () => initialState;

/** The currency state; the server (and the first client render) always sees USD at rate 1. */
export function useCurrencyState(): CurrencyState {
  return useSyncExternalStore(subscribe, getState, getServerState);
}

/** What prices show now: the chosen currency once its rate is known, US dollars until then. */
export function displayCurrency(current: CurrencyState): { code: CurrencyCode; rate: number } {
  return current.rates ? { code: current.code, rate: current.rate } : { code: BASE_CURRENCY, rate: 1 };
}

function readStoredCode(): CurrencyCode | null {
  try {
    const stored = window.localStorage.getItem(CURRENCY_STORAGE_KEY);
    return isSupportedCurrency(stored) ? stored : null;
  } catch {
    return null;
  }
}

function storeCode(code: CurrencyCode) {
  try {
    window.localStorage.setItem(CURRENCY_STORAGE_KEY, code);
  } catch {
    // Storage may be disabled (private mode); the choice then lasts for this page only.
  }
}

function parseRates(body: unknown): Record<CurrencyCode, number> | null {
  const rates = (body as { rates?: unknown } | null)?.rates;
  if (!rates || typeof rates !== "object") return null;
  const parsed = {} as Record<CurrencyCode, number>;
  for (const code of currencyCodes) {
    const value = (rates as Record<string, unknown>)[code];
    if (typeof value !== "number" || !Number.isFinite(value) || value <= 0) return null;
    parsed[code] = value;
  }
  return parsed;
}

function scheduleRefresh() {
  clearTimeout(refreshTimer);
  refreshTimer = setTimeout(() => void loadRates(), RATES_REFRESH_MS);
}

/** Fetches the rates (once at a time; again after an hour). A failure keeps prices in USD and toasts once. */
export async function loadRates(): Promise<void> {
  if (state.status === "loading") return;
  setState({ status: "loading" });
  try {
    const rates = parseRates(await apiFetch<unknown>(EXCHANGE_RATES_PATH));
    if (!rates) throw new Error("Unusable exchange rates");
    setState({ rates, rate: rates[state.code], status: "ready" });
  } catch {
    setState({ code: BASE_CURRENCY, rate: 1, rates: null, status: "failed" });
    if (!failureToastShown) {
      failureToastShown = true;
      toast({ title: fetchFailedMessage, variant: "destructive" });
    }
  } finally {
    scheduleRefresh();
  }
}

/** Rates are needed once a currency other than USD is shown, or the picker is opened. */
export function ensureRates() {
  if (state.status === "idle") void loadRates();
}

/**
 * Restores the saved currency after mount (once per page). `message` is the translated text of
 * the failure toast.
 */
export function restoreCurrency({ failureMessage }: { failureMessage: string }) {
  fetchFailedMessage = failureMessage;
  if (restored) return;
  restored = true;
  const saved = readStoredCode();
  if (saved && saved !== state.code) setState({ code: saved, rate: state.rates?.[saved] ?? 1 });
  if (state.code !== BASE_CURRENCY) ensureRates();
}

/** Chooses a currency and saves it; fetches the rates if they are not there yet. */
export function selectCurrency(code: CurrencyCode) {
  if (!isSupportedCurrency(code)) return;
  setState({ code, rate: state.rates?.[code] ?? 1 });
  storeCode(code);
  ensureRates();
}
