"use client";

import { TableScroll } from "@/components/ui/table-scroll";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { isApiError } from "@/lib/api-client/fetch";
import { usePointsAdminChange, type PointsAdminChange } from "@/lib/api-client/points";
import { controlClass, fieldClass, primaryButtonClass, tableClass, tdClass, thClass } from "./styles";

export type PointsAdminLabels = Record<
  | "bonusesTitle" | "bonusesIntro" | "transfer" | "percent" | "startsAt" | "endsAt" | "add" | "remove" | "noBonuses" | "status"
  | "cardsTitle" | "card" | "annualFee" | "welcomeBonusPoints" | "welcomeSpendUsd" | "welcomeMonths" | "foreignFee" | "asOf" | "save" | "saved" | "failed",
  string
> & { statuses: Record<"running" | "scheduled" | "ended", string> };

export type AdminBonus = { id: number; pair: string; bonusPercent: number; startsAt: string; endsAt: string; status: "running" | "scheduled" | "ended"; startsLabel: string; endsLabel: string };
export type AdminCard = { slug: string; name: string; annualFeeUsd: number; welcomeBonusPoints: number | null; welcomeSpendUsd: number | null; welcomeMonths: number | null; foreignTransactionFeePct: number; asOf: string };

const optionalNumber = (value: FormDataEntryValue | null) => (typeof value === "string" && value.trim() !== "" ? Number(value) : null);

/** The admin island: add and remove transfer bonuses, edit a card's dated facts (JSON API, audited on the server). */
export function PointsAdmin({ labels, bonuses, pairs, cards }: { labels: PointsAdminLabels; bonuses: AdminBonus[]; pairs: Array<{ value: string; label: string }>; cards: AdminCard[] }) {
  const router = useRouter();
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [cardSlug, setCardSlug] = useState(cards[0]?.slug ?? "");
  const card = cards.find((entry) => entry.slug === cardSlug);

  const change = usePointsAdminChange();

  function run(next: PointsAdminChange) {
    setMessage(null);
    change.mutate(next, {
      onSuccess: () => {
        setMessage({ ok: true, text: labels.saved });
        router.refresh();
      },
      onError: (error) => setMessage({ ok: false, text: isApiError(error) && !error.isNetwork ? (error.serverMessage ?? String(error.status)) : labels.failed }),
    });
  }

  function addBonus(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const [from, to] = String(form.get("pair") ?? "").split("|");
    const startsAt = String(form.get("startsAt") ?? "");
    const endsAt = String(form.get("endsAt") ?? "");
    run({
      action: "addBonus",
      input: {
        from: from ?? "",
        to: to ?? "",
        bonusPercent: Number(form.get("bonusPercent")),
        startsAt: startsAt ? new Date(startsAt).toISOString() : "",
        endsAt: endsAt ? new Date(endsAt).toISOString() : "",
      },
    });
  }

  function saveCard(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    run({
      action: "updateCard",
      slug: cardSlug,
      input: {
        annualFeeUsd: Number(form.get("annualFeeUsd")),
        welcomeBonusPoints: optionalNumber(form.get("welcomeBonusPoints")),
        welcomeSpendUsd: optionalNumber(form.get("welcomeSpendUsd")),
        welcomeMonths: optionalNumber(form.get("welcomeMonths")),
        foreignTransactionFeePct: Number(form.get("foreignTransactionFeePct")),
        asOf: String(form.get("asOf") ?? ""),
      },
    });
  }

  return (
    <div className="space-y-10">
      {message && (
        <p role={message.ok ? "status" : "alert"} className={`rounded-md border p-3 text-sm ${message.ok ? "border-primary/40 bg-primary/10" : "border-destructive/40 bg-destructive/10"}`}>
          {message.text}
        </p>
      )}
      <section aria-labelledby="bonuses-heading">
        <h2 id="bonuses-heading" className="text-xl font-semibold">{labels.bonusesTitle}</h2>
        <p className="mt-1 text-sm text-muted-foreground">{labels.bonusesIntro}</p>
        <form onSubmit={addBonus} className="mt-4 grid gap-3 rounded-xl border bg-card p-4 sm:grid-cols-5">
          <label className={`${fieldClass} sm:col-span-2`}>
            <span className="font-medium">{labels.transfer}</span>
            <select name="pair" required className={controlClass}>
              {pairs.map((pair) => (
                <option key={pair.value} value={pair.value}>
                  {pair.label}
                </option>
              ))}
            </select>
          </label>
          <label className={fieldClass}>
            <span className="font-medium">{labels.percent}</span>
            <input name="bonusPercent" type="number" min={1} max={300} step={1} required className={controlClass} />
          </label>
          <label className={fieldClass}>
            <span className="font-medium">{labels.startsAt}</span>
            <input name="startsAt" type="datetime-local" required className={controlClass} />
          </label>
          <label className={fieldClass}>
            <span className="font-medium">{labels.endsAt}</span>
            <input name="endsAt" type="datetime-local" required className={controlClass} />
          </label>
          <button type="submit" className={`${primaryButtonClass} sm:col-span-5 sm:justify-self-start`}>
            {labels.add}
          </button>
        </form>
        {bonuses.length === 0 ? (
          <p className="mt-4 text-sm text-muted-foreground">{labels.noBonuses}</p>
        ) : (
          <TableScroll labelledBy="bonuses-heading" className="mt-4">
            <table className={tableClass}>
              <thead>
                <tr>
                  <th scope="col" className={thClass}>{labels.transfer}</th>
                  <th scope="col" className={thClass}>{labels.percent}</th>
                  <th scope="col" className={thClass}>{labels.startsAt}</th>
                  <th scope="col" className={thClass}>{labels.endsAt}</th>
                  <th scope="col" className={thClass}>{labels.status}</th>
                  <td className={thClass} />
                </tr>
              </thead>
              <tbody>
                {bonuses.map((bonus) => (
                  <tr key={bonus.id} data-admin-bonus={bonus.id}>
                    <td className={tdClass}>{bonus.pair}</td>
                    <td className={tdClass}>+{bonus.bonusPercent}%</td>
                    <td className={tdClass}>{bonus.startsLabel}</td>
                    <td className={tdClass}>{bonus.endsLabel}</td>
                    <td className={tdClass}>{labels.statuses[bonus.status]}</td>
                    <td className={tdClass}>
                      <button type="button" className="text-sm text-destructive underline" onClick={() => run({ action: "removeBonus", id: bonus.id })}>
                        {labels.remove}
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        )}
      </section>

      <section aria-labelledby="cards-admin-heading">
        <h2 id="cards-admin-heading" className="text-xl font-semibold">{labels.cardsTitle}</h2>
        <label className={`${fieldClass} mt-4 max-w-md`}>
          <span className="font-medium">{labels.card}</span>
          <select value={cardSlug} onChange={(event) => setCardSlug(event.target.value)} className={controlClass}>
            {cards.map((entry) => (
              <option key={entry.slug} value={entry.slug}>
                {entry.name}
              </option>
            ))}
          </select>
        </label>
        {card && (
          <form key={card.slug} onSubmit={saveCard} className="mt-4 grid gap-3 rounded-xl border bg-card p-4 sm:grid-cols-3">
            <label className={fieldClass}>
              <span className="font-medium">{labels.annualFee}</span>
              <input name="annualFeeUsd" type="number" min={0} max={10000} step={1} required defaultValue={card.annualFeeUsd} className={controlClass} />
            </label>
            <label className={fieldClass}>
              <span className="font-medium">{labels.welcomeBonusPoints}</span>
              <input name="welcomeBonusPoints" type="number" min={1} step={1} defaultValue={card.welcomeBonusPoints ?? ""} className={controlClass} />
            </label>
            <label className={fieldClass}>
              <span className="font-medium">{labels.welcomeSpendUsd}</span>
              <input name="welcomeSpendUsd" type="number" min={1} step={1} defaultValue={card.welcomeSpendUsd ?? ""} className={controlClass} />
            </label>
            <label className={fieldClass}>
              <span className="font-medium">{labels.welcomeMonths}</span>
              <input name="welcomeMonths" type="number" min={1} max={24} step={1} defaultValue={card.welcomeMonths ?? ""} className={controlClass} />
            </label>
            <label className={fieldClass}>
              <span className="font-medium">{labels.foreignFee}</span>
              <input name="foreignTransactionFeePct" type="number" min={0} max={10} step={0.01} required defaultValue={card.foreignTransactionFeePct} className={controlClass} />
            </label>
            <label className={fieldClass}>
              <span className="font-medium">{labels.asOf}</span>
              <input name="asOf" type="text" pattern="20[0-9]{2}-(0[1-9]|1[0-2])" required defaultValue={card.asOf} className={controlClass} />
            </label>
            <button type="submit" className={`${primaryButtonClass} sm:col-span-3 sm:justify-self-start`}>
              {labels.save}
            </button>
          </form>
        )}
      </section>
    </div>
  );
}
