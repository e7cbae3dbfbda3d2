"use client";

import { useTranslations } from "next-intl";
import { useId, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { isApiError } from "@/lib/api-client/fetch";
import { useCreateAlert, useDeleteAlert, usePriceAlerts, useSetAlertActive, type NewAlert } from "@/lib/api-client/saved";
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
  const alerts = usePriceAlerts(initialAlerts).data;
  const createAlert = useCreateAlert();
  const setActive = useSetAlertActive();
  const deleteAlert = useDeleteAlert();
  const [problem, setProblem] = useState<Problem | null>(null);
  const busy = createAlert.isPending ? "create" : setActive.isPending ? `toggle-${setActive.variables.id}` : deleteAlert.isPending ? `delete-${deleteAlert.variables}` : null;
  const kindLabel = new Map(kinds.map((kind) => [kind.value, kind.label]));
  const money = new Intl.NumberFormat(locale, { style: "currency", currency: "USD", maximumFractionDigits: 0 });

  const explain = (error: Error): Problem => {
    if (isApiError(error) && error.status === 402) return { message: t("limitReached", { limit: freeLimit }), upgrade: true };
    const key = isApiError(error) && error.serverMessage ? messageKeys[error.serverMessage] : undefined;
    return { message: key ? t(key) : t("errorGeneric"), upgrade: false };
  };
  const onError = (error: Error) => setProblem(explain(error));
  const onSuccess = () => setProblem(null);

  const onCreate = (event: FormEvent<HTMLFormElement>) => {
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
    const body: NewAlert = { destination: text("destination"), locale };
    if (text("origin")) body.origin = text("origin");
    if (text("kind")) body.kind = text("kind");
    if (text("maxPrice")) body.maxPrice = Number(text("maxPrice"));
    if (text("startDate")) body.startDate = text("startDate");
    if (text("endDate")) body.endDate = text("endDate");
    createAlert.mutate(body, {
      onSuccess: () => {
        onSuccess();
        form.reset();
        toast({ title: t("created") });
      },
      onError,
    });
  };

  const onToggle = (alert: PriceAlertView) => setActive.mutate({ id: alert.id, active: !alert.active }, { onSuccess, onError });

  const onDelete = (alert: PriceAlertView) => {
    if (!window.confirm(t("deleteConfirm"))) return;
    deleteAlert.mutate(alert.id, { onSuccess, onError });
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
