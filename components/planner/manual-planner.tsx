"use client";

import {
  closestCorners,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useDroppable,
  useSensor,
  useSensors,
  type DragEndEvent,
  type DragOverEvent,
} from "@dnd-kit/core";
import { arrayMove, SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { useTranslations } from "next-intl";
import { useEffect, useId, useMemo, useState } from "react";
import { useTripSync } from "@/components/companions/use-trip-sync";
import { buttonVariants } from "@/components/ui/button-variants";
import { isApiError } from "@/lib/api-client/fetch";
import { usePlaceSearch, useSaveItinerary, type PlaceHit } from "@/lib/api-client/planner";
import { keepEdit } from "@/lib/pwa/pending-edits";
import { useRouter } from "@/lib/i18n/navigation";
import { MAX_STOPS_PER_DAY } from "@/lib/itineraries/schema";
import { travelBetween } from "@/lib/planner/engine";
import { MAX_DAYS } from "@/lib/planner/schema";
import { FIRST_CALENDAR_DATE, LAST_CALENDAR_DATE } from "@/lib/dates/calendar-date";
import { PLANNER_DRAFT_KEY } from "@/lib/planner/draft-key";

export type PlannerStop = {
  key: string;
  placeId: number | null;
  name: string;
  category: string;
  latitude: number | null;
  longitude: number | null;
  minutes: number;
  priceLevel: number | null;
  notes: string;
};
export type PlannerDay = { key: string; notes: string; stops: PlannerStop[] };
export type PlannerDraft = { title: string; destination: string; startDate: string; days: PlannerDay[] };
type DestinationOption = { slug: string; name: string; country: string };

const DRAFT_KEY = PLANNER_DRAFT_KEY;
/** A rough entry cost per person for each price level of our places data, in US dollars. */
const PRICE_USD = [0, 10, 25, 50];
let counter = 0;
const newKey = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${(counter += 1)}`;
const emptyDay = (): PlannerDay => ({ key: newKey("day"), notes: "", stops: [] });

function dayTotals(day: PlannerDay) {
  let minutes = 0;
  let cost = 0;
  let previous: PlannerStop | null = null;
  for (const stop of day.stops) {
    minutes += stop.minutes;
    cost += stop.priceLevel !== null ? (PRICE_USD[stop.priceLevel] ?? 0) : 0;
    if (previous && previous.latitude !== null && previous.longitude !== null && stop.latitude !== null && stop.longitude !== null) {
      minutes += travelBetween({ latitude: previous.latitude, longitude: previous.longitude }, { latitude: stop.latitude, longitude: stop.longitude }).minutes;
    }
    if (stop.latitude !== null) previous = stop;
  }
  return { minutes, cost };
}

function SortableStop({ stop, index, dayIndex, dayCount, onMove, onMoveToDay, onRemove, onNotes }: {
  stop: PlannerStop;
  index: number;
  dayIndex: number;
  dayCount: number;
  onMove: (delta: -1 | 1) => void;
  onMoveToDay: (target: number) => void;
  onRemove: () => void;
  onNotes: (notes: string) => void;
}) {
  const t = useTranslations("Planner");
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id: stop.key });
  const style = { transform: CSS.Transform.toString(transform), transition, opacity: isDragging ? 0.6 : 1 };
  return (
    <li ref={setNodeRef} style={style} className="rounded-lg border bg-background p-3" data-testid="planner-stop">
      <div className="flex items-start gap-2">
        <button type="button" {...attributes} {...listeners} aria-label={t("dragHandle", { name: stop.name })} className="cursor-grab touch-none rounded px-1 text-muted-foreground hover:bg-accent">
          ⋮⋮
        </button>
        <div className="min-w-0 flex-1">
          <p className="font-medium">
            {index + 1}. {stop.name}
          </p>
          <p className="text-xs text-muted-foreground">
            {t(`category.${stop.category in { landmark: 1, museum: 1, park: 1, viewpoint: 1, neighbourhood: 1, market: 1, beach: 1, food: 1, nightlife: 1, religious: 1, day_trip: 1 } ? (stop.category as "landmark") : "custom"}`)} · {t("visitLength", { minutes: stop.minutes })}
          </p>
          <label className="mt-1 block text-xs">
            <span className="sr-only">{t("stopNotes")}</span>
            <input value={stop.notes} maxLength={2000} onChange={(e) => onNotes(e.target.value)} placeholder={t("stopNotes")} className="w-full rounded border border-input bg-background px-2 py-1" />
          </label>
        </div>
        <div className="flex shrink-0 flex-col gap-1">
          <button type="button" onClick={() => onMove(-1)} disabled={index === 0} className={buttonVariants({ variant: "ghost", size: "sm" })} aria-label={t("moveUp", { name: stop.name })}>
            ↑
          </button>
          <button type="button" onClick={() => onMove(1)} className={buttonVariants({ variant: "ghost", size: "sm" })} aria-label={t("moveDown", { name: stop.name })}>
            ↓
          </button>
        </div>
      </div>
      <div className="mt-2 flex flex-wrap items-center gap-2 text-xs">
        <label className="flex items-center gap-1">
          {t("moveToDay")}
          <select value={dayIndex} onChange={(e) => onMoveToDay(Number(e.target.value))} className="rounded border border-input bg-background px-1 py-0.5">
            {Array.from({ length: dayCount }, (_, i) => (
              <option key={i} value={i}>
                {t("dayHeading", { day: i + 1 })}
              </option>
            ))}
          </select>
        </label>
        <button type="button" onClick={onRemove} className="text-destructive underline">
          {t("removeStop")}
        </button>
      </div>
    </li>
  );
}

function DayColumn({ day, index, children }: { day: PlannerDay; index: number; children: React.ReactNode }) {
  const { setNodeRef } = useDroppable({ id: day.key });
  return (
    <section ref={setNodeRef} aria-label={`day-${index + 1}`} className="rounded-xl border bg-card p-4 shadow-sm" data-testid="planner-day">
      {children}
    </section>
  );
}

/** The manual planner: days, place search, drag-and-drop and keyboard moves, notes, totals, save. */
/** A place another page sends with 'Add to a trip' (lib/planner/place-ref.ts). */
export type AddedStop = { ref: string; name: string; category: string; latitude: number; longitude: number; minutes: number };

/** The draft with the sent place on its first day, unless a stop of that name is there already. */
function withAddedStop(draft: PlannerDraft, stop: AddedStop | null): PlannerDraft {
  if (!stop || draft.days.some((day) => day.stops.some((existing) => existing.name === stop.name))) return draft;
  const [first, ...rest] = draft.days;
  if (!first || first.stops.length >= MAX_STOPS_PER_DAY) return draft;
  const added: PlannerStop = { key: newKey("stop"), placeId: null, name: stop.name, category: stop.category, latitude: stop.latitude, longitude: stop.longitude, minutes: stop.minutes, priceLevel: null, notes: "" };
  return { ...draft, days: [{ ...first, stops: [...first.stops, added] }, ...rest] };
}

export function ManualPlanner({
  destinations,
  initial,
  itineraryId,
  addStop = null,
  version = null,
}: {
  destinations: readonly DestinationOption[];
  initial: PlannerDraft | null;
  itineraryId: string | null;
  addStop?: AddedStop | null;
  /** The saved plan's version when editing one (components/companions/use-trip-sync.tsx). */
  version?: number | null;
}) {
  const t = useTranslations("Planner");
  const router = useRouter();
  const searchId = useId();
  const [draft, setDraft] = useState<PlannerDraft>(() => withAddedStop(initial ?? { title: "", destination: destinations[0]?.slug ?? "", startDate: "", days: [emptyDay()] }, addStop));
  const [activeDay, setActiveDay] = useState(0);
  const [query, setQuery] = useState("");
  // The text searched once typing pauses; results show only while it is the text in the field.
  const [searchText, setSearchText] = useState("");
  const placeSearch = usePlaceSearch(searchText, draft.destination);
  const saveItinerary = useSaveItinerary(itineraryId);
  const [message, setMessage] = useState("");
  const offline = useTranslations("Offline");
  // An edit of a saved trip made offline, kept on this device (components/pwa/app-updates.tsx sends it).
  const [keptOffline, setKeptOffline] = useState(false);
  const status = saveItinerary.isPending || saveItinerary.isSuccess ? "saving" : saveItinerary.isError && message ? "error" : "idle";
  // Companions editing the same trip: versioned saves, others' changes, the 409 and applying again.
  const sync = useTripSync({ itineraryId, version, base: itineraryId ? initial : null, draft, setDraft, resave: (merged) => save(merged) });
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));

  // A draft kept in this browser survives the trip to the sign-in page.
  // Read after hydration (the server cannot see this browser's storage), then kept in step.
  const [restored, setRestored] = useState(Boolean(itineraryId));
  useEffect(() => {
    if (itineraryId) return;
    const timer = window.setTimeout(() => {
      const saved = window.localStorage.getItem(DRAFT_KEY);
      try {
        const parsed = saved ? (JSON.parse(saved) as PlannerDraft) : null;
        if (parsed && Array.isArray(parsed.days) && parsed.days.length > 0) setDraft(withAddedStop(parsed, addStop));
      } catch {
        window.localStorage.removeItem(DRAFT_KEY);
      }
      setRestored(true);
    }, 0);
    return () => window.clearTimeout(timer);
  }, [itineraryId, addStop]);
  useEffect(() => {
    if (!itineraryId && restored) window.localStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
  }, [draft, itineraryId, restored]);

  useEffect(() => {
    const timer = window.setTimeout(() => setSearchText(query.trim()), 150);
    return () => window.clearTimeout(timer);
  }, [query]);

  const update = (change: (days: PlannerDay[]) => PlannerDay[]) => setDraft((current) => ({ ...current, days: change(current.days) }));
  // From the current draft, never the one this render saw: changes told to React in a row (fields
  // filled before it hydrated: lib/shell/page-init-script.ts) must not undo one another.
  const setField = (name: "title" | "destination" | "startDate", value: string) => setDraft((current) => ({ ...current, [name]: value }));
  const dayOf = (key: string, days: PlannerDay[]) => days.findIndex((day) => day.key === key || day.stops.some((stop) => stop.key === key));

  function addPlace(hit: PlaceHit) {
    update((days) =>
      days.map((day, i) =>
        i === activeDay && day.stops.length < MAX_STOPS_PER_DAY
          ? { ...day, stops: [...day.stops, { key: newKey("stop"), placeId: hit.id, name: hit.name, category: hit.category, latitude: hit.latitude, longitude: hit.longitude, minutes: hit.visitMinutes, priceLevel: hit.priceLevel, notes: "" }] }
          : day,
      ),
    );
  }

  function moveStop(dayIndex: number, stopIndex: number, delta: -1 | 1) {
    update((days) => {
      const day = days[dayIndex]!;
      const target = stopIndex + delta;
      if (target >= 0 && target < day.stops.length) return days.map((d, i) => (i === dayIndex ? { ...d, stops: arrayMove(d.stops, stopIndex, target) } : d));
      // Past the end of the day: on to the next (or previous) day.
      const otherDay = dayIndex + delta;
      if (otherDay < 0 || otherDay >= days.length) return days;
      const stop = day.stops[stopIndex]!;
      return days.map((d, i) =>
        i === dayIndex ? { ...d, stops: d.stops.filter((_, j) => j !== stopIndex) } : i === otherDay ? { ...d, stops: delta === 1 ? [stop, ...d.stops] : [...d.stops, stop] } : d,
      );
    });
  }

  function moveToDay(dayIndex: number, stopIndex: number, target: number) {
    if (target === dayIndex) return;
    update((days) => {
      const stop = days[dayIndex]!.stops[stopIndex]!;
      return days.map((d, i) => (i === dayIndex ? { ...d, stops: d.stops.filter((_, j) => j !== stopIndex) } : i === target ? { ...d, stops: [...d.stops, stop] } : d));
    });
  }

  function onDragOver({ active, over }: DragOverEvent) {
    if (!over) return;
    update((days) => {
      const from = dayOf(String(active.id), days);
      const to = dayOf(String(over.id), days);
      if (from < 0 || to < 0 || from === to) return days;
      const stop = days[from]!.stops.find((s) => s.key === active.id)!;
      const overIndex = days[to]!.stops.findIndex((s) => s.key === over.id);
      const insertAt = overIndex < 0 ? days[to]!.stops.length : overIndex;
      return days.map((d, i) =>
        i === from ? { ...d, stops: d.stops.filter((s) => s.key !== active.id) } : i === to ? { ...d, stops: [...d.stops.slice(0, insertAt), stop, ...d.stops.slice(insertAt)] } : d,
      );
    });
  }

  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over) return;
    update((days) => {
      const dayIndex = dayOf(String(active.id), days);
      if (dayIndex < 0 || dayOf(String(over.id), days) !== dayIndex) return days;
      const stops = days[dayIndex]!.stops;
      const from = stops.findIndex((s) => s.key === active.id);
      const to = stops.findIndex((s) => s.key === over.id);
      if (from < 0 || to < 0 || from === to) return days;
      return days.map((d, i) => (i === dayIndex ? { ...d, stops: arrayMove(d.stops, from, to) } : d));
    });
  }

  // An answer (a failed search reads as no results) for the text now in the field.
  const searched = searchText === query.trim() && searchText.length >= 2 && (placeSearch.isSuccess || placeSearch.isError);
  const visibleHits = searched && placeSearch.data ? placeSearch.data : [];
  const totals = useMemo(() => draft.days.map(dayTotals), [draft.days]);
  const grand = totals.reduce((sum, day) => ({ minutes: sum.minutes + day.minutes, cost: sum.cost + day.cost }), { minutes: 0, cost: 0 });
  const hours = (minutes: number) => t("hoursMinutes", { hours: Math.floor(minutes / 60), minutes: minutes % 60 });

  function save(current: PlannerDraft = draft) {
    setMessage("");
    setKeptOffline(false);
    const destinationName = destinations.find((d) => d.slug === current.destination)?.name ?? "";
    const savedVersion = sync.version();
    const body = {
      title: current.title.trim() || t("defaultTitle", { destination: destinationName }),
      ...(itineraryId ? {} : { destination: current.destination || null }),
      ...(itineraryId && savedVersion !== null ? { version: savedVersion } : {}),
      startDate: current.startDate || null,
      days: current.days.map((day) => ({ notes: day.notes || undefined, stops: day.stops.map((stop) => ({ placeId: stop.placeId, name: stop.name, minutes: stop.minutes, notes: stop.notes || undefined })) })),
    };
    saveItinerary.mutate(body, {
      onSuccess: (itinerary) => {
        if (!itineraryId) window.localStorage.removeItem(DRAFT_KEY);
        router.push(`/itinerary-view/${itinerary.id}`);
      },
      onError: (error) => {
        // Signed out (a 401, docs/features/accounts.md): sign in and come back; the draft waits in this browser.
        if (isApiError(error) && error.status === 401) return router.push(`/auth?redirect=${encodeURIComponent("/trip-planner")}`);
        if (sync.handleSaveError(error)) return saveItinerary.reset();
        if (itineraryId && isApiError(error) && error.code === "network") {
          return void keepEdit({ id: itineraryId, title: body.title, body, keptAt: Date.now() }).then(
            () => setKeptOffline(true),
            () => setMessage(t("saveFailed")),
          );
        }
        setMessage((isApiError(error) ? error.serverMessage : undefined) ?? t("saveFailed"));
      },
    });
  }

  const field = "mt-1 block w-full rounded-md border border-input bg-background px-3 py-2";
  return (
    <div className="space-y-6" data-testid="manual-planner">
      <div className="grid gap-4 rounded-xl border bg-card p-5 shadow-sm md:grid-cols-3">
        <label className="block text-sm">
          <span className="font-medium">{t("titleLabel")}</span>
          <input value={draft.title} maxLength={120} onChange={(e) => setField("title", e.target.value)} className={field} />
        </label>
        <label className="block text-sm">
          <span className="font-medium">{t("formDestination")}</span>
          <select value={draft.destination} disabled={Boolean(itineraryId)} onChange={(e) => setField("destination", e.target.value)} className={field}>
            {destinations.map((d) => (
              <option key={d.slug} value={d.slug}>{`${d.name}, ${d.country}`}</option>
            ))}
          </select>
        </label>
        <label className="block text-sm">
          <span className="font-medium">{t("startDateLabel")}</span>
          <input type="date" min={FIRST_CALENDAR_DATE} max={LAST_CALENDAR_DATE} value={draft.startDate} onChange={(e) => setField("startDate", e.target.value)} className={field} />
        </label>
      </div>

      <div className="grid gap-6 lg:grid-cols-[320px_1fr]">
        <aside className="space-y-3 rounded-xl border bg-card p-4 shadow-sm lg:sticky lg:top-24 lg:self-start">
          <label htmlFor={searchId} className="font-medium">
            {t("searchPlaces")}
          </label>
          <input id={searchId} type="search" value={query} onChange={(e) => setQuery(e.target.value)} placeholder={t("searchPlaceholder")} className={field} maxLength={80} />
          <p className="text-xs text-muted-foreground">{t("addingTo", { day: activeDay + 1 })}</p>
          <ul className="space-y-2" aria-live="polite">
            {searched && visibleHits.length === 0 && <li className="text-sm text-muted-foreground">{t("noResults")}</li>}
            {visibleHits.map((hit) => (
              <li key={hit.id} className="rounded-lg border p-2 text-sm">
                <p className="font-medium">{hit.name}</p>
                <p className="text-xs text-muted-foreground">{hit.summary}</p>
                <button type="button" onClick={() => addPlace(hit)} className={buttonVariants({ variant: "secondary", size: "sm" }) + " mt-1"}>
                  {t("addStop", { day: activeDay + 1 })}
                </button>
              </li>
            ))}
          </ul>
        </aside>

        <div className="space-y-4">
          <DndContext sensors={sensors} collisionDetection={closestCorners} onDragOver={onDragOver} onDragEnd={onDragEnd}>
            {draft.days.map((day, dayIndex) => (
              <DayColumn key={day.key} day={day} index={dayIndex}>
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <h2 className="text-lg font-semibold">{t("dayHeading", { day: dayIndex + 1 })}</h2>
                  <div className="flex items-center gap-2 text-sm">
                    <span className="text-muted-foreground">{t("dayTotals", { time: hours(totals[dayIndex]!.minutes), cost: totals[dayIndex]!.cost })}</span>
                    <button type="button" onClick={() => setActiveDay(dayIndex)} aria-pressed={activeDay === dayIndex} className={buttonVariants({ variant: activeDay === dayIndex ? "default" : "outline", size: "sm" })}>
                      {t("addHere")}
                    </button>
                    {draft.days.length > 1 && (
                      <button
                        type="button"
                        onClick={() => {
                          update((days) => days.filter((_, i) => i !== dayIndex));
                          setActiveDay(0);
                        }}
                        className="text-destructive underline"
                      >
                        {t("removeDay")}
                      </button>
                    )}
                  </div>
                </div>
                <SortableContext items={day.stops.map((stop) => stop.key)} strategy={verticalListSortingStrategy}>
                  <ol className="mt-3 min-h-12 space-y-2">
                    {day.stops.map((stop, stopIndex) => (
                      <SortableStop
                        key={stop.key}
                        stop={stop}
                        index={stopIndex}
                        dayIndex={dayIndex}
                        dayCount={draft.days.length}
                        onMove={(delta) => moveStop(dayIndex, stopIndex, delta)}
                        onMoveToDay={(target) => moveToDay(dayIndex, stopIndex, target)}
                        onRemove={() => update((days) => days.map((d, i) => (i === dayIndex ? { ...d, stops: d.stops.filter((_, j) => j !== stopIndex) } : d)))}
                        onNotes={(notes) => update((days) => days.map((d, i) => (i === dayIndex ? { ...d, stops: d.stops.map((s, j) => (j === stopIndex ? { ...s, notes } : s)) } : d)))}
                      />
                    ))}
                    {day.stops.length === 0 && <li className="rounded-lg border border-dashed p-3 text-sm text-muted-foreground">{t("emptyDay")}</li>}
                  </ol>
                </SortableContext>
                <label className="mt-3 block text-sm">
                  <span className="sr-only">{t("dayNotes")}</span>
                  <textarea value={day.notes} maxLength={2000} onChange={(e) => update((days) => days.map((d, i) => (i === dayIndex ? { ...d, notes: e.target.value } : d)))} placeholder={t("dayNotes")} rows={2} className="w-full rounded-md border border-input bg-background px-3 py-2" />
                </label>
              </DayColumn>
            ))}
          </DndContext>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <button type="button" disabled={draft.days.length >= MAX_DAYS} onClick={() => update((days) => [...days, emptyDay()])} className={buttonVariants({ variant: "outline" })}>
              {t("addDay")}
            </button>
            <p className="text-sm font-medium" data-testid="planner-totals">
              {t("tripTotals", { time: hours(grand.minutes), cost: grand.cost })}
            </p>
          </div>
          {sync.notices}
          <div className="flex flex-wrap items-center gap-3">
            <button type="button" onClick={() => save()} disabled={status === "saving" || sync.inConflict} className={buttonVariants({ variant: "highlight", size: "lg" })}>
              {status === "saving" ? t("saving") : t("save")}
            </button>
            <p className="text-sm text-muted-foreground">{itineraryId ? null : t("localDraft")}</p>
            {status === "error" && (
              <p role="alert" className="text-sm text-destructive">
                {message}
              </p>
            )}
            {keptOffline && (
              <p role="status" className="text-sm font-medium" data-testid="planner-kept-offline">
                {offline("editKept")}
              </p>
            )}
          </div>
        </div>
      </div>
    </div>
  );
}
