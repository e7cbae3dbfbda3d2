"use client";

// "Save to a trip" on the budget calculator's estimate (docs/features/tools.md): the stored page is
// the same for everybody: a link to sign in and come back, and the plain form saving to a new trip
// (it works without JavaScript; the action sends a signed-out visitor to sign in first). For a
// member this island shows the form with their trips too, read in the page's one member request.
import type { ReactNode } from "react";
import { saveBudgetFromForm } from "@/app/[locale]/(tools)/budget-calculator/actions";
import { inputClass, labelClass, primaryButtonClass } from "@/components/tools/styles";
import type { TripChoice } from "@/lib/members/page-parts";
import { useMemberData } from "./use-member-data";

export type BudgetSaveText = { tripLabel: string; newTrip: string; save: string };
export type BudgetEstimate = { locale: string; stops: Array<{ place: string; days: number }>; travellers: number; style: string; currency: string };

/** The form: to a new trip, or to one of `trips` (the member's, when the island knows them). */
function SaveForm({ estimate, text, trips }: { estimate: BudgetEstimate; text: BudgetSaveText; trips: readonly TripChoice[] }) {
  return (
    <form action={saveBudgetFromForm} className="mt-3 flex flex-wrap items-end gap-3">
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

/** The form of the stored page: to a new trip only. */
export function PlainBudgetSave({ estimate, text }: { estimate: BudgetEstimate; text: BudgetSaveText }) {
  return <SaveForm estimate={estimate} text={text} trips={[]} />;
}

/** The page's save section: `children` (the sign-in link and the plain form) until a member is known, then their form. */
export function BudgetSave({ estimate, text, children }: { estimate: BudgetEstimate; text: BudgetSaveText; children: ReactNode }) {
  const trips = useMemberData(["trips"])?.trips;
  return <div data-member-parts="trips">{trips ? <SaveForm estimate={estimate} text={text} trips={trips} /> : children}</div>;
}
