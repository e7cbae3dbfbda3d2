"use client";
// The photo place finder's island: the photo is read in the browser (exifr) and never uploaded;
// only its coordinates go to /api/tools/nearest-place. When an AI provider is configured and the
// photo has no GPS data, the visitor may choose, after a notice, to send it to /api/tools/photo-place.
import { useId, useState } from "react";
import { isApiError } from "@/lib/api-client/fetch";
import { findNearestPlaces, guessPhotoPlace, type NearestPlaces } from "@/lib/api-client/tools";
import type { Locale } from "@/lib/i18n/locales";
import { localizePath } from "@/lib/i18n/paths";
import type { PhotoGuess } from "@/lib/tools/photo-ai";
import { checkPhoto, EXIF_OPTIONS, isCorruptExif, readPhotoFacts, type PhotoFacts } from "@/lib/tools/photo";

export type PhotoFinderLabels = {
  choose: string;
  privacy: string;
  reading: string;
  tooLarge: string;
  notImage: string;
  empty: string;
  corrupt: string;
  noGps: string;
  lookupFailed: string;
  takenAt: string;
  camera: string;
  coordinates: string;
  nearestGeotag: string;
  nearestDestination: string;
  alsoNearby: string;
  kmAway: string;
  destinationGuide: string;
  deals: string;
  unknown: string;
  /** The AI step's wording; absent when no AI provider is configured. */
  ai?: {
    notice: string;
    ask: string;
    asking: string;
    failed: string;
    noAnswer: string;
    answer: string;
    verified: string;
    unverified: string;
    confidence: Record<"high" | "medium" | "low", string>;
  };
};

type AiState = { status: "idle" } | { status: "asking" } | { status: "failed"; message: string } | { status: "answered"; guess: PhotoGuess };

type State =
  | { status: "idle" }
  | { status: "reading" }
  | { status: "problem"; message: string; facts?: PhotoFacts }
  | { status: "found"; facts: PhotoFacts & { latitude: number; longitude: number }; nearest: NearestPlaces };

const fill = (template: string, values: Record<string, string | number>) => template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ""));

export function PhotoFinder({ labels, locale }: { labels: PhotoFinderLabels; locale: Locale }) {
  const [state, setState] = useState<State>({ status: "idle" });
  const [photo, setPhoto] = useState<File | null>(null);
  const [ai, setAi] = useState<AiState>({ status: "idle" });
  const inputId = useId();

  async function askAi() {
    if (!photo || !labels.ai) return;
    setAi({ status: "asking" });
    try {
      const guess = await guessPhotoPlace(photo, locale);
      setAi(guess ? { status: "answered", guess } : { status: "failed", message: labels.ai.failed });
    } catch (error) {
      setAi({ status: "failed", message: (isApiError(error) ? error.serverMessage : undefined) ?? labels.ai.failed });
    }
  }

  async function onFile(file: File | undefined) {
    if (!file) return;
    setPhoto(file);
    setAi({ status: "idle" });
    setState({ status: "reading" });
    const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
    const check = checkPhoto(file.size, head);
    if (!check.ok) {
      setState({ status: "problem", message: labels[check.problem] });
      return;
    }
    let facts: PhotoFacts;
    try {
      const { default: exifr } = await import("exifr");
      const exif = (await exifr.parse(file, EXIF_OPTIONS)) as Record<string, unknown> | undefined;
      if (isCorruptExif(exif)) throw new Error("damaged EXIF");
      facts = readPhotoFacts(exif);
    } catch {
      setState({ status: "problem", message: labels.corrupt });
      return;
    }
    if (facts.latitude === null || facts.longitude === null) {
      setState({ status: "problem", message: labels.noGps, facts });
      return;
    }
    try {
      const nearest = await findNearestPlaces(facts.latitude, facts.longitude);
      setState({ status: "found", facts: { ...facts, latitude: facts.latitude, longitude: facts.longitude }, nearest });
    } catch {
      setState({ status: "problem", message: labels.lookupFailed, facts });
    }
  }

  const href = (path: string) => localizePath(path, locale);
  const facts = state.status === "found" || state.status === "problem" ? state.facts : undefined;
  const dateFormat = new Intl.DateTimeFormat(locale, { dateStyle: "long", timeStyle: "short", timeZone: "UTC" });
  const kmFormat = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  const [nearestDestination, ...otherDestinations] = state.status === "found" ? state.nearest.destinations : [];

  return (
    <div className="mt-6 rounded-xl border bg-card p-5 shadow-sm">
      <label htmlFor={inputId} className="block font-semibold">
        {labels.choose}
      </label>
      <input
        id={inputId}
        type="file"
        accept="image/*"
        className="mt-2 block w-full text-sm file:me-4 file:rounded-md file:border-0 file:bg-primary file:px-4 file:py-2 file:font-semibold file:text-primary-foreground"
        onChange={(event) => void onFile(event.target.files?.[0])}
      />
      <p className="mt-2 text-sm text-muted-foreground">{labels.privacy}</p>

      <div aria-live="polite" className="mt-4" data-testid="photo-result">
        {state.status === "reading" && <p>{labels.reading}</p>}
        {state.status === "problem" && (
          <p role="alert" className="rounded-md border border-destructive/50 bg-destructive/10 p-3">
            {state.message}
          </p>
        )}
        {facts && (
          <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 text-sm">
            <dt className="text-muted-foreground">{labels.takenAt}</dt>
            <dd>{facts.takenAt ? (Number.isNaN(Date.parse(facts.takenAt)) ? facts.takenAt : dateFormat.format(new Date(facts.takenAt))) : labels.unknown}</dd>
            <dt className="text-muted-foreground">{labels.camera}</dt>
            <dd>{facts.camera ?? labels.unknown}</dd>
            {facts.latitude !== null && facts.longitude !== null && (
              <>
                <dt className="text-muted-foreground">{labels.coordinates}</dt>
                <dd className="tabular-nums">
                  {facts.latitude.toFixed(5)}, {facts.longitude.toFixed(5)}
                </dd>
              </>
            )}
          </dl>
        )}
        {labels.ai && state.status === "problem" && state.facts && state.facts.latitude === null && (
          <div className="mt-4 space-y-3 rounded-lg border p-4" data-testid="photo-ai">
            <p className="text-sm">{labels.ai.notice}</p>
            <button
              type="button"
              onClick={() => void askAi()}
              disabled={ai.status === "asking"}
              className="rounded-md bg-primary px-4 py-2 font-semibold text-primary-foreground hover:bg-primary/90 disabled:opacity-60"
            >
              {ai.status === "asking" ? labels.ai.asking : labels.ai.ask}
            </button>
            {ai.status === "failed" && <p role="alert">{ai.message}</p>}
            {ai.status === "answered" && !ai.guess.answer && <p>{labels.ai.noAnswer}</p>}
            {ai.status === "answered" && ai.guess.answer && (
              <div className="space-y-1">
                <p>
                  {labels.ai.answer}{" "}
                  <strong data-testid="ai-answer">{[ai.guess.answer.place, ai.guess.answer.city, ai.guess.answer.country].filter(Boolean).join(", ")}</strong>{" "}
                  <span className="text-sm text-muted-foreground">({labels.ai.confidence[ai.guess.answer.confidence]})</span>
                </p>
                {ai.guess.match ? (
                  <p data-testid="ai-match">
                    {fill(labels.ai.verified, { name: ai.guess.match.name })}{" "}
                    <a href={href(`/destinations/${ai.guess.match.destination.slug}`)} className="font-medium text-primary underline underline-offset-2">
                      {ai.guess.match.destination.name}, {ai.guess.match.destination.country}
                    </a>{" "}
                    ·{" "}
                    <a href={href(`/deals?destination=${ai.guess.match.destination.slug}`)} className="underline underline-offset-2">
                      {labels.deals}
                    </a>
                  </p>
                ) : (
                  <p data-testid="ai-unverified" className="text-sm">
                    {labels.ai.unverified}
                  </p>
                )}
              </div>
            )}
          </div>
        )}
        {state.status === "found" && (
          <div className="mt-4 space-y-3">
            {/* The real nearest place leads: our nearest destination. The built-in table of ten world
                cities follows as a secondary line (docs/features/travel-tools.md: from Istanbul its
                nearest is Cairo, some 1,230 km away). */}
            {nearestDestination && (
              <p className="text-lg">
                {labels.nearestDestination}{" "}
                <a href={href(`/destinations/${nearestDestination.slug}`)} data-testid="nearest-destination" className="font-semibold text-primary underline underline-offset-2">
                  {nearestDestination.name}, {nearestDestination.country}
                </a>{" "}
                <span className="text-sm text-muted-foreground">{fill(labels.kmAway, { km: kmFormat.format(nearestDestination.km) })}</span>{" "}
                ·{" "}
                <a href={href(`/deals?destination=${nearestDestination.slug}`)} className="text-sm underline underline-offset-2">
                  {labels.deals}
                </a>
              </p>
            )}
            {otherDestinations.length > 0 && (
              <div>
                <p className="font-semibold">{labels.alsoNearby}</p>
                <ul className="mt-2 space-y-2">
                  {otherDestinations.map((place) => (
                    <li key={place.slug} className="flex flex-wrap items-baseline gap-x-3">
                      <a href={href(`/destinations/${place.slug}`)} className="font-medium text-primary underline underline-offset-2">
                        {place.name}, {place.country}
                      </a>
                      <span className="text-sm text-muted-foreground">{fill(labels.kmAway, { km: kmFormat.format(place.km) })}</span>
                      <a href={href(`/deals?destination=${place.slug}`)} className="text-sm underline underline-offset-2">
                        {labels.deals}
                      </a>
                    </li>
                  ))}
                </ul>
              </div>
            )}
            <p className="text-sm text-muted-foreground" data-testid="geotag-line">
              {labels.nearestGeotag} <span data-testid="nearest-geotag">{state.nearest.geotag.name}, {state.nearest.geotag.country}</span>{" "}
              {fill(labels.kmAway, { km: kmFormat.format(state.nearest.geotag.km) })}
            </p>
          </div>
        )}
      </div>
    </div>
  );
}
