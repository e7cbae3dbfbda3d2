"use client";

import { useTranslations } from "next-intl";
import { useId, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Link, useLocale } from "@/lib/i18n/navigation";
import type { PriceAlertView } from "@/lib/saved/schema";
import { toast } from "@/lib/toast-store";
import { EmptyState } from "@/components/ui/empty-state";

type Place = { slug: string; name: string; country: string };
type Problem = { message: string; upgrade: boolean };

// Server messages (English, from lib/saved/schema.ts and the services) shown in the page's language.
const messageKeys: Record<string, string> = {
  "Choose a destination": "errorDestinationRequired",
  "Unknown destination": "errorUnknownDestination",
  "Unknown origin": "errorUnknownOrigin",
  "Maximum price cannot be negative": "errorNegativePrice",
  "Maximum price must be a number": "errorPriceNumber",
  "End date must be on or after the start date": "errorEndBeforeStart",
  "Unknown deal kind": "errorKind",
};

const inputClass =
  "flex h-10 w-full rounded-md border border-input bg-background px-3 py-2 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring";

async function request(path: string, method: string, body?: unknown): Promise<{ ok: boolean; status: number; data: Record<string, unknown> }> {
  try {
    const response = await fetch(path, {
      method,
      credentials: "same-origin",
      headers: { Accept: "application/json", ...(body === undefined ? {} : { "Content-Type": "application/json" }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const data = response.status === 204 ? {} : ((await response.json().catch(() => ({}))) as Record<string, unknown>);
    return { ok: response.ok, status: response.status, data };
  } catch {
    return { ok: false, status: 0, data: {} };
  }
}

/** The alert form and the list of the user's alerts, with pause/resume and delete. */
export function PriceAlertsManager({
  initialAlerts,
  places,
  kinds,
  isPremium,
  freeLimit,
}: {
  initialAlerts: PriceAlertView[];
  places: Place[];
  kinds: Array<{ value: string; label: string }>;
  isPremium: boolean;
  freeLimit: number;
}) {
  const t = useTranslations("saved");
  const locale = useLocale();
  const id = useId();
  const [alerts, setAlerts] = useState(initialAlerts);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const kindLabel = new Map(kinds.map((kind) => [kind.value, kind.label]));
  const money = new Intl.NumberFormat(locale, { style: "currency", currency: "USD", maximumFractionDigits: 0 });

  const explain = (status: number, data: Record<string, unknown>): Problem => {
    if (status === 402) return { message: t("limitReached", { limit: freeLimit }), upgrade: true };
    const message = typeof data.message === "string" ? data.message : "";
    const key = messageKeys[message];
    return { message: key ? t(key) : t("errorGeneric"), upgrade: false };
  };

  const onCreate = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const values = new FormData(form);
    const text = (name: string) => String(values.get(name) ?? "").trim();
    if (!text("destination")) {
      setProblem({ message: t("errorDestinationRequired"), upgrade: false });
      return;
    }
    if (text("startDate") && text("endDate") && text("endDate") < text("startDate")) {
      setProblem({ message: t("errorEndBeforeStart"), upgrade: false });
      return;
    }
    const body: Record<string, unknown> = { destination: text("destination"), locale };
    if (text("origin")) body.origin = text("origin");
    if (text("kind")) body.kind = text("kind");
    if (text("maxPrice")) body.maxPrice = Number(text("maxPrice"));
    if (text("startDate")) body.startDate = text("startDate");
    if (text("endDate")) body.endDate = text("endDate");
    setBusy("create");
    const result = await request("/api/price-alerts", "POST", body);
    setBusy(null);
    if (!result.ok) {
      setProblem(explain(result.status, result.data));
      return;
    }
    setProblem(null);
    setAlerts((current) => [result.data.alert as PriceAlertView, ...current]);
    form.reset();
    toast({ title: t("created") });
  };

  const onToggle = async (alert: PriceAlertView) => {
    setBusy(`toggle-${alert.id}`);
    const result = await request(`/api/price-alerts/${alert.id}`, "PATCH", { active: !alert.active });
    setBusy(null);
    if (!result.ok) {
      setProblem(explain(result.status, result.data));
      return;
    }
    setProblem(null);
    const updated = result.data.alert as PriceAlertView;
    setAlerts((current) => current.map((item) => (item.id === updated.id ? updated : item)));
  };

  const onDelete = async (alert: PriceAlertView) => {
    if (!window.confirm(t("deleteConfirm"))) return;
    setBusy(`delete-${alert.id}`);
    const result = await request(`/api/price-alerts/${alert.id}`, "DELETE");
    setBusy(null);
    if (!result.ok && result.status !== 404) {
      setProblem(explain(result.status, result.data));
      return;
    }
    setProblem(null);
    setAlerts((current) => current.filter((item) => item.id !== alert.id));
  };

  return (
    <div className="grid gap-8 lg:grid-cols-[360px_1fr]">
      <section aria-labelledby={`${id}-new`} className="h-fit rounded-xl border bg-card p-5 shadow-sm">
        <h2 id={`${id}-new`} className="text-lg font-semibold">
          {t("newAlert")}
        </h2>
        <form onSubmit={onCreate} noValidate className="mt-4 space-y-4" aria-describedby={problem ? `${id}-problem` : undefined}>
          <datalist id={`${id}-places`}>
            {places.map((place) => (
              <option key={place.slug} value={place.slug} label={`${place.name}, ${place.country}`} />
            ))}
          </datalist>
          <div className="space-y-1.5">
            <label htmlFor={`${id}-destination`} className="block text-sm font-medium">
              {t("destination")}
            </label>
            <input id={`${id}-destination`} name="destination" required list={`${id}-places`} className={inputClass} aria-describedby={`${id}-destination-hint`} autoComplete="off" />
            <p id={`${id}-destination-hint`} className="text-xs text-muted-foreground">
              {t("destinationHint")}
            </p>
          </div>
          <div className="space-y-1.5">
            <label htmlFor={`${id}-origin`} className="block text-sm font-medium">
              {t("origin")}
            </label>
            <input id={`${id}-origin`} name="origin" list={`${id}-places`} className={inputClass} autoComplete="off" />
          </div>
          <div className="space-y-1.5">
            <label htmlFor={`${id}-kind`} className="block text-sm font-medium">
              {t("kind")}
            </label>
            <select id={`${id}-kind`} name="kind" className={inputClass} defaultValue="">
              <option value="">{t("anyKind")}</option>
              {kinds.map((kind) => (
                <option key={kind.value} value={kind.value}>
                  {kind.label}
                </option>
              ))}
            </select>
          </div>
          <div className="space-y-1.5">
            <label htmlFor={`${id}-max`} className="block text-sm font-medium">
              {t("maxPrice")}
            </label>
            <input id={`${id}-max`} name="maxPrice" type="number" min={0} step={1} inputMode="numeric" className={inputClass} />
          </div>
          <div className="grid grid-cols-2 gap-3">
            <div className="space-y-1.5">
              <label htmlFor={`${id}-start`} className="block text-sm font-medium">
                {t("startDate")}
              </label>
              <input id={`${id}-start`} name="startDate" type="date" className={inputClass} />
            </div>
            <div className="space-y-1.5">
              <label htmlFor={`${id}-end`} className="block text-sm font-medium">
                {t("endDate")}
              </label>
              <input id={`${id}-end`} name="endDate" type="date" className={inputClass} />
            </div>
          </div>
          {problem && (
            <div id={`${id}-problem`} role="alert" className="rounded-md border border-destructive/50 bg-destructive/10 p-3 text-sm">
              <p>{problem.message}</p>
              {problem.upgrade && (
                <Link href="/subscription" className="mt-1 inline-block font-semibold text-primary underline">
                  {t("upgrade")}
                </Link>
              )}
            </div>
          )}
          <Button type="submit" className="w-full" disabled={busy === "create"}>
            {busy === "create" ? t("creating") : t("create")}
          </Button>
          {!isPremium && <p className="text-xs text-muted-foreground">{t("freeLimit", { limit: freeLimit })}</p>}
        </form>
      </section>

      <section aria-labelledby={`${id}-list`}>
        <h2 id={`${id}-list`} className="text-lg font-semibold">
          {t("yourAlerts")}
        </h2>
        {alerts.length === 0 ? (
          <EmptyState className="mt-4">{t("noAlerts")}</EmptyState>
        ) : (
          <ul className="mt-4 space-y-3" data-alert-list>
            {alerts.map((alert) => {
              const place = `${alert.origin ? `${alert.origin.name} → ` : ""}${alert.destination.name}, ${alert.destination.country}`;
              return (
                <li key={alert.id} data-alert={alert.id} className="flex flex-wrap items-center justify-between gap-3 rounded-xl border bg-card p-4 shadow-sm">
                  <div className="min-w-0">
                    <p className="font-semibold">{place}</p>
                    <p className="text-sm text-muted-foreground">
                      {alert.kind ? kindLabel.get(alert.kind) ?? alert.kind : t("anyKind")} ·{" "}
                      {alert.maxPriceUsd !== null ? t("upTo", { price: money.format(alert.maxPriceUsd) }) : t("anyPrice")} ·{" "}
                      {alert.startDate || alert.endDate ? t("dates", { start: alert.startDate ?? "…", end: alert.endDate ?? "…" }) : t("anyDates")}
                    </p>
                    <p className="mt-1 text-xs font-medium" data-alert-status>
                      {alert.active ? t("statusActive") : t("statusPaused")}
                    </p>
                  </div>
                  <div className="flex gap-2">
                    <Button type="button" variant="outline" size="sm" onClick={() => onToggle(alert)} disabled={busy !== null} aria-label={`${alert.active ? t("pause") : t("resume")}: ${place}`}>
                      {alert.active ? t("pause") : t("resume")}
                    </Button>
                    <Button type="button" variant="outline" size="sm" onClick={() => onDelete(alert)} disabled={busy !== null} aria-label={`${t("delete")}: ${place}`}>
                      {t("delete")}
                    </Button>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </div>
  );
}
