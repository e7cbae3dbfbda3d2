"use client";

import { CalendarDays, MapPin, Search, Users } from "lucide-react";
import { useId, type FormEvent, type KeyboardEvent } from "react";
import { buttonVariants } from "@/components/ui/button-variants";
import { vacationRentalSearchUrl } from "@/lib/site-config";

export type VacationRentalSearchLabels = {
  where: string;
  wherePlaceholder: string;
  dates: string;
  datesPlaceholder: string;
  datesAlert: string;
  guests: string;
  submit: string;
  popularTitle: string;
  opensInNewTab: string;
};

type Props = {
  labels: VacationRentalSearchLabels;
  guestOptions: readonly { value: number; label: string }[];
  defaultGuests: number;
  destinations: readonly { name: string; label: string }[];
};

// The partner runs the actual search; we only hand it the destination text (empty is allowed).
function openPartnerSearch(query: string) {
  window.open(vacationRentalSearchUrl(query), "_blank", "noopener");
}

const fieldClass =
  "h-11 w-full rounded-md border border-input bg-background ps-10 pe-3 text-sm text-foreground placeholder:text-muted-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring";

/** The home page's vacation-rental search: the page's only interactive island. */
export function VacationRentalSearch({ labels, guestOptions, defaultGuests, destinations }: Props) {
  const id = useId();

  // The field is uncontrolled: text typed before the page hydrated is searched too.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    openPartnerSearch(String(new FormData(event.currentTarget).get("destination") ?? ""));
  };
  // Placeholder until a date picker exists (docs/features/home-page.md: the field only announces one).
  const announceDatePicker = () => window.alert(labels.datesAlert);
  const onDatesKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      announceDatePicker();
    }
  };

  return (
    <div>
      <form onSubmit={onSubmit} className="grid gap-4 md:grid-cols-[2fr_1.3fr_1fr_auto] md:items-end">
        <div>
          <label htmlFor={`${id}-where`} className="mb-1.5 block text-sm font-medium">
            {labels.where}
          </label>
          <div className="relative">
            <MapPin aria-hidden className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" />
            <input
              id={`${id}-where`}
              name="destination"
              type="search"
              autoComplete="off"
              placeholder={labels.wherePlaceholder}
              className={fieldClass}
            />
          </div>
        </div>
        <div>
          <label htmlFor={`${id}-dates`} className="mb-1.5 block text-sm font-medium">
            {labels.dates}
          </label>
          <div className="relative">
            <CalendarDays aria-hidden className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" />
            <input
              id={`${id}-dates`}
              name="dates"
              type="text"
              readOnly
              placeholder={labels.datesPlaceholder}
              onClick={announceDatePicker}
              onKeyDown={onDatesKeyDown}
              className={`${fieldClass} cursor-pointer`}
            />
          </div>
        </div>
        <div>
          <label htmlFor={`${id}-guests`} className="mb-1.5 block text-sm font-medium">
            {labels.guests}
          </label>
          <div className="relative">
            <Users aria-hidden className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" />
            <select
              id={`${id}-guests`}
              name="guests"
              defaultValue={defaultGuests}
              className={fieldClass}
            >
              {guestOptions.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
        </div>
        <button type="submit" className={buttonVariants({ size: "lg" })}>
          <Search aria-hidden />
          {labels.submit}
          <span className="sr-only"> {labels.opensInNewTab}</span>
        </button>
      </form>

      <div className="mt-6">
        <h3 className="text-sm font-semibold">{labels.popularTitle}</h3>
        <ul className="mt-2 flex flex-wrap gap-2">
          {destinations.map((destination) => (
            <li key={destination.name}>
              <button
                type="button"
                className={buttonVariants({ variant: "outline", size: "sm" })}
                aria-label={`${destination.label} ${labels.opensInNewTab}`}
                onClick={() => openPartnerSearch(destination.name)}
              >
                <MapPin aria-hidden />
                {destination.name}
              </button>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
