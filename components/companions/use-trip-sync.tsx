"use client";
// The manual planner on a shared trip: it sends the plan's version with each save, polls the
// version while open, takes in others' changes (at once when the person has changed nothing,
// on request otherwise), and after a 409 shows what changed and applies the person's change again
// onto the current plan. Kept apart from the planner, which only calls into it.
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import type { PlannerDraft } from "@/components/planner/manual-planner";
import { buttonVariants } from "@/components/ui/button-variants";
import { apiFetch, isApiError } from "@/lib/api-client/fetch";
import type { Itinerary } from "@/lib/itineraries/service";
import { itineraryToDraft, mergePlans, planChanges, samePlan, type PlanChange } from "./merge";
import { pollTripVersion } from "./poll";

type Conflict = { theirs: PlannerDraft; version: number; changes: PlanChange[] };

type Options = {
  itineraryId: string | null;
  /** The version the planner opened (null for a new trip). */
  version: number | null;
  /** The plan as saved when the planner opened. */
  base: PlannerDraft | null;
  draft: PlannerDraft;
  setDraft: (draft: PlannerDraft) => void;
  /** Saves this draft (with the version now current). */
  resave: (draft: PlannerDraft) => void;
};

export function useTripSync({ itineraryId, version: openedVersion, base: openedBase, draft, setDraft, resave }: Options) {
  const t = useTranslations("Companions");
  const version = useRef(openedVersion);
  const base = useRef(openedBase);
  const current = useRef(draft);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [remoteChanged, setRemoteChanged] = useState(false);
  const [announcement, setAnnouncement] = useState("");
  const heading = useRef<HTMLHeadingElement>(null);
  const active = Boolean(itineraryId && openedVersion !== null && openedBase);

  useEffect(() => {
    current.current = draft;
  }, [draft]);

  async function latest(): Promise<Itinerary> {
    return (await apiFetch<{ itinerary: Itinerary }>(`/api/itineraries/${itineraryId}`)).itinerary;
  }

  /** Takes the current plan in as the new starting point, with `next` in the planner. */
  function adopt(theirs: PlannerDraft, theirVersion: number, next: PlannerDraft) {
    base.current = theirs;
    version.current = theirVersion;
    setDraft(next);
  }

  useEffect(() => {
    if (!active || !itineraryId) return;
    return pollTripVersion(itineraryId, (seen) => {
      if (version.current === null || seen <= version.current) return;
      if (base.current && samePlan(current.current, base.current)) {
        // Nothing of theirs to lose: show the others' change at once.
        latest()
          .then((itinerary) => {
            if (base.current && samePlan(current.current, base.current)) {
              const theirs = itineraryToDraft(itinerary);
              adopt(theirs, itinerary.version, theirs);
              setAnnouncement(t("liveUpdated"));
            } else setRemoteChanged(true);
          })
          .catch(() => undefined);
      } else setRemoteChanged(true);
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the refs carry the moving parts
  }, [active, itineraryId]);

  useEffect(() => {
    if (conflict) heading.current?.focus();
  }, [conflict]);

  async function loadLatest() {
    try {
      const itinerary = await latest();
      const theirs = itineraryToDraft(itinerary);
      adopt(theirs, itinerary.version, base.current ? mergePlans(base.current, current.current, theirs) : theirs);
      setRemoteChanged(false);
      setAnnouncement(t("liveUpdated"));
    } catch {
      setRemoteChanged(true);
    }
  }

  /** A save refused with 409: keep the current plan it carries; answers whether it was that. */
  function handleSaveError(error: unknown): boolean {
    if (!active || !isApiError(error) || error.status !== 409) return false;
    const itinerary = (error.body as { itinerary?: Itinerary } | undefined)?.itinerary;
    if (!itinerary || !Array.isArray(itinerary.days)) return false;
    const theirs = itineraryToDraft(itinerary);
    setRemoteChanged(false);
    setConflict({ theirs, version: itinerary.version, changes: base.current ? planChanges(base.current, theirs) : [] });
    return true;
  }

  function applyAgain() {
    if (!conflict || !base.current) return;
    const merged = mergePlans(base.current, current.current, conflict.theirs);
    adopt(conflict.theirs, conflict.version, merged);
    setConflict(null);
    resave(merged);
  }

  function discardMine() {
    if (!conflict) return;
    adopt(conflict.theirs, conflict.version, conflict.theirs);
    setConflict(null);
    setAnnouncement(t("liveUpdated"));
  }

  const describe = (change: PlanChange) => {
    switch (change.kind) {
      case "title":
        return t("changedTitle");
      case "date":
        return t("changedDate");
      case "dayAdded":
        return t("changedDayAdded", { day: change.day });
      case "dayRemoved":
        return t("changedDayRemoved", { day: change.day });
      case "stops":
        return t("changedStops", { day: change.day });
      case "notes":
        return t("changedNotes", { day: change.day });
    }
  };

  const notices = active ? (
    <>
      <p role="status" aria-live="polite" className="sr-only" data-testid="trip-sync-status">
        {announcement}
      </p>
      {remoteChanged && !conflict && (
        <div className="flex flex-wrap items-center gap-3 rounded-md border border-primary/40 bg-primary/5 p-3 text-sm" data-testid="trip-remote-changed">
          <p role="status">{t("remoteChanged")}</p>
          <button type="button" onClick={() => void loadLatest()} className={buttonVariants({ variant: "outline", size: "sm" })}>
            {t("loadLatest")}
          </button>
        </div>
      )}
      {conflict && (
        <section role="alert" aria-labelledby="trip-conflict-heading" className="space-y-3 rounded-md border border-amber-500/60 bg-amber-50 p-4 text-sm dark:bg-amber-950/30" data-testid="trip-conflict">
          <h2 id="trip-conflict-heading" ref={heading} tabIndex={-1} className="text-base font-semibold">
            {t("conflictTitle")}
          </h2>
          <p>{t("conflictText")}</p>
          <ul className="list-disc ps-5">
            {conflict.changes.length === 0 ? <li>{t("changedNothing")}</li> : conflict.changes.map((change, i) => <li key={i}>{describe(change)}</li>)}
          </ul>
          <div className="flex flex-wrap gap-2">
            <button type="button" onClick={applyAgain} className={buttonVariants({ variant: "highlight", size: "sm" })}>
              {t("applyAgain")}
            </button>
            <button type="button" onClick={discardMine} className={buttonVariants({ variant: "outline", size: "sm" })}>
              {t("discardMine")}
            </button>
          </div>
        </section>
      )}
    </>
  ) : null;

  return { version: () => version.current, handleSaveError, notices, inConflict: conflict !== null };
}
