"use client";

// "Save to a trip" on the budget calculator's estimate (docs/features/tools.md): the stored page is
// the signed-out visitor's (a link to sign in and come back); for a member this island shows the
// form with their trips, read in the page's one member request. The form posts the same server
// action the page used when it was rendered per member.
import type { ReactNode } from "react";
import { saveBudgetFromForm } from "@/app/[locale]/(tools)/budget-calculator/actions";
import { inputClass, labelClass, primaryButtonClass } from "@/components/tools/styles";
import { useMemberData } from "./use-member-data";

export type BudgetSaveText = { tripLabel: string; newTrip: string; save: string };
export type BudgetEstimate = { locale: string; stops: Array<{ place: string; days: number }>; travellers: number; style: string; currency: string };

export function BudgetSave({ estimate, text, children }: { estimate: BudgetEstimate; text: BudgetSaveText; children: ReactNode }) {
  const trips = useMemberData(["trips"])?.trips;
  if (!trips) return <div data-member-parts="trips">{children}</div>;
  return (
    <form action={saveBudgetFromForm} data-member-parts="trips" className="mt-3 flex flex-wrap items-end gap-3">
      <input type="hidden" name="locale" value={estimate.locale} />
      {estimate.stops.map((stop, index) => (
        <span key={index} hidden>
          <input type="hidden" name="place" value={stop.place} />
          <input type="hidden" name="days" value={stop.days} />
        </span>
      ))}
      <input type="hidden" name="travellers" value={estimate.travellers} />
      <input type="hidden" name="style" value={estimate.style} />
      <input type="hidden" name="currency" value={estimate.currency} />
      <div>
        <label htmlFor="save-trip" className={labelClass}>
          {text.tripLabel}
        </label>
        <select id="save-trip" name="trip" defaultValue="new" className={inputClass}>
          <option value="new">{text.newTrip}</option>
          {trips.map((trip) => (
            <option key={trip.id} value={trip.id}>
              {trip.title}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className={primaryButtonClass}>
        {text.save}
      </button>
    </form>
  );
}
