// A change made on an older version of a shared trip, brought onto the current one: what the
// others changed (shown to the person whose save met 409), and their draft merged onto the
// current plan: what they changed wins, what they did not touch follows the current plan.
// Pure, safe on the client; the day is the unit (its stops, its notes).
import type { Itinerary } from "@/lib/itineraries/service";
import type { PlannerDay, PlannerDraft } from "@/components/planner/manual-planner";

export type PlanChange = { kind: "title" } | { kind: "date" } | { kind: "dayAdded" | "dayRemoved" | "stops" | "notes"; day: number };

const stopKey = (day: PlannerDay) => JSON.stringify(day.stops.map((s) => [s.placeId, s.name, s.minutes, s.notes]));
const sameStops = (a: PlannerDay, b: PlannerDay) => stopKey(a) === stopKey(b);
const sameDay = (a: PlannerDay, b: PlannerDay) => a.notes === b.notes && sameStops(a, b);

/** The plan as the planner edits it, from the API's itinerary. */
export function itineraryToDraft(itinerary: Pick<Itinerary, "title" | "destination" | "startDate" | "days">): PlannerDraft {
  return {
    title: itinerary.title,
    destination: itinerary.destination?.slug ?? "",
    startDate: itinerary.startDate ?? "",
    days: itinerary.days.map((day) => ({
      key: `day-${day.day}`,
      notes: day.notes ?? "",
      stops: day.stops.map((stop, i) => ({ key: `stop-${day.day}-${i}`, placeId: stop.placeId, name: stop.name, category: stop.category, latitude: stop.latitude, longitude: stop.longitude, minutes: stop.minutes, priceLevel: stop.priceLevel, notes: stop.notes ?? "" })),
    })),
  };
}

/** Whether two drafts hold the same plan (keys aside). */
export function samePlan(a: PlannerDraft, b: PlannerDraft): boolean {
  return a.title === b.title && a.startDate === b.startDate && a.days.length === b.days.length && a.days.every((day, i) => sameDay(day, b.days[i]!));
}

/** What changed from `base` (the plan the person started from) to `theirs` (the current plan). */
export function planChanges(base: PlannerDraft, theirs: PlannerDraft): PlanChange[] {
  const changes: PlanChange[] = [];
  if (base.title !== theirs.title) changes.push({ kind: "title" });
  if (base.startDate !== theirs.startDate) changes.push({ kind: "date" });
  const common = Math.min(base.days.length, theirs.days.length);
  for (let i = 0; i < common; i += 1) {
    if (!sameStops(base.days[i]!, theirs.days[i]!)) changes.push({ kind: "stops", day: i + 1 });
    if (base.days[i]!.notes !== theirs.days[i]!.notes) changes.push({ kind: "notes", day: i + 1 });
  }
  for (let i = common; i < theirs.days.length; i += 1) changes.push({ kind: "dayAdded", day: i + 1 });
  for (let i = common; i < base.days.length; i += 1) changes.push({ kind: "dayRemoved", day: i + 1 });
  return changes;
}

/** `mine` (edited from `base`) applied again onto `theirs`. */
export function mergePlans(base: PlannerDraft, mine: PlannerDraft, theirs: PlannerDraft): PlannerDraft {
  const count = mine.days.length !== base.days.length ? mine.days.length : theirs.days.length;
  const days: PlannerDay[] = [];
  for (let i = 0; i < count; i += 1) {
    const m = mine.days[i];
    const b = base.days[i];
    const th = theirs.days[i];
    if (!m) days.push(th!);
    else if (!th || !b) days.push(m);
    else days.push({ key: m.key, notes: m.notes !== b.notes ? m.notes : th.notes, stops: sameStops(m, b) ? th.stops : m.stops });
  }
  return {
    title: mine.title !== base.title ? mine.title : theirs.title,
    destination: theirs.destination,
    startDate: mine.startDate !== base.startDate ? mine.startDate : theirs.startDate,
    days,
  };
}
