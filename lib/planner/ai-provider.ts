import "server-only";
// The OpenAI-compatible planner: asks the model (lib/ai) for a day-by-day plan as JSON, validates
// it with zod, and trusts none of it. Every stop is matched against our places of the destination
// and then against the cities: a matched stop takes our name and coordinates and is verified; any
// other stop keeps its (cleaned) name only, is marked unverified and stays off the map. Names and
// notes lose markup and control characters and are cut to size.
import { AiError, chatJson, type AiConfig } from "@/lib/ai/client";
import { distanceKm } from "@/lib/geo/distance";
import { localeInfo, type Locale } from "@/lib/i18n/locales";
import { MAX_STOPS_PER_DAY } from "@/lib/itineraries/schema";
import { foldText } from "@/lib/text/fold.mjs";
import { getAutocompleteIndex, searchAutocomplete } from "@/lib/places/autocomplete";
import { getPlacesForDestination, type DestinationRef } from "@/lib/places/queries";
import { z } from "@/lib/zod";
import { addDays, travelBetween, type PlannedDay, type PlannedStop, type PlannerPlace } from "./engine";
import type { GeneratePlanInput } from "./schema";
import { env } from "@/lib/env";

/** The whole answer's time-out (AI_TIMEOUT_MS, default 45 s): past it the built-in planner answers. */
export const aiTimeoutMs = () => env().AI_TIMEOUT_MS ?? 45_000;
/** The largest answer accepted: a 21-day plan with notes is well under it. */
export const AI_MAX_CHARS = 60_000;
/** A city named as a stop counts only this close to the destination (a long day trip). */
const CITY_RADIUS_KM = 160;
const DAY_START = 9 * 60;

/** What the model must answer. Loose enough for real models, bounded everywhere. */
export const aiPlanSchema = z.object({
  days: z
    .array(
      z.object({
        day: z.number().int().min(1).max(60).optional(),
        stops: z
          .array(
            z.object({
              name: z.string().max(1000),
              start: z.string().max(20).nullish(),
              minutes: z.number().min(0).max(1440).nullish(),
              note: z.string().max(2000).nullish(),
            }),
          )
          .max(60),
        note: z.string().max(1000).nullish(),
      }),
    )
    .min(1)
    .max(30),
});
export type AiPlan = z.infer<typeof aiPlanSchema>;

/** Plain text only: tags, control characters and broken surrogates removed, spaces collapsed, cut. */
export function cleanText(text: string, max: number): string {
  return text
    .replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, "")
    .replace(/<(script|style)\b[^>]*>[\s\S]*?(<\/\1\s*>|$)/gi, " ")
    .replace(/<[^>]*>?/g, " ")
    .replace(/[<>]/g, " ")
    .replace(/[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028-\u202e\u2066-\u2069]/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, max)
    .trim();
}

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;
const toMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const toTime = (minutes: number) => `${String(Math.floor(minutes / 60) % 24).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

type Located = { latitude: number; longitude: number };
export type CityRef = { name: string; latitude: number; longitude: number };
export type Match = { kind: "place"; place: PlannerPlace } | { kind: "city"; city: CityRef } | null;

/** Words that say what a stop is rather than name it ("Visit the Louvre" names the Louvre). */
const FILLER = /^(?:visit(?:ing)?|explore|exploring|see|tour(?: of)?|walk(?: through| around)?|stroll(?: through)?|lunch at|dinner at|breakfast at|drinks at|evening at|morning at|afternoon at|day trip to|trip to)\s+(?:the\s+)?/;

/**
 * Our place the stop names: the same folded name, or our full name inside the stop's text, or
 * the stop's text as a whole word run inside our name (at least 5 letters: "Louvre").
 */
export function matchPlace(name: string, places: readonly PlannerPlace[]): PlannerPlace | null {
  const folded = foldText(name).replace(FILLER, "").replace(/^the /, "");
  if (folded.length < 3) return null;
  const padded = ` ${folded} `;
  let best: { place: PlannerPlace; score: number } | null = null;
  for (const place of places) {
    const ours = foldText(place.name).replace(/^the /, "");
    let score = 0;
    if (ours === folded) score = 1000;
    else if (padded.includes(` ${ours} `) && ours.length >= 4) score = 500 + ours.length;
    else if (folded.length >= 5 && ` ${ours} `.includes(padded)) score = 100 + folded.length;
    if (score > (best?.score ?? 0)) best = { place, score };
  }
  return best?.place ?? null;
}

/** The city a stop names exactly, near enough the destination to be part of the trip. */
export function matchCity(name: string, near: Located, cities: (text: string) => CityRef[]): CityRef | null {
  const folded = foldText(name).replace(FILLER, "");
  if (folded.length < 3) return null;
  return cities(folded).find((city) => foldText(city.name) === folded && distanceKm(city, near) <= CITY_RADIUS_KM) ?? null;
}

/** The model's plan as our days: matched, cleaned, bounded, timed, with travel between located stops. */
export function resolveAiPlan(
  plan: AiPlan,
  options: { days: number; startDate: string | null; destination: Located; places: readonly PlannerPlace[]; cities: (text: string) => CityRef[] },
): PlannedDay[] {
  if (plan.days.length < options.days) throw new AiError("invalid", `The AI answer has ${plan.days.length} days, not ${options.days}`);
  return plan.days.slice(0, options.days).map((day, index): PlannedDay => {
    let cursor = DAY_START;
    let previous: Located | null = null;
    const stops: PlannedStop[] = [];
    for (const raw of day.stops) {
      if (stops.length >= MAX_STOPS_PER_DAY) break;
      const name = cleanText(raw.name, 120);
      if (!name) continue;
      const place = matchPlace(name, options.places);
      const city = place ? null : matchCity(name, options.destination, options.cities);
      const located: Located | null = place ?? city;
      const leg = located && previous ? travelBetween(previous, located) : null;
      if (leg) cursor += leg.minutes;
      const asked = raw.start && TIME.test(raw.start.trim()) ? toMinutes(raw.start.trim()) : null;
      const start = asked !== null && asked >= cursor ? asked : cursor;
      const minutes = place ? place.visitMinutes : Math.round(Math.min(600, Math.max(15, raw.minutes ?? 60)));
      const note = raw.note ? cleanText(raw.note, 500) : "";
      if (start + minutes > 24 * 60) break;
      stops.push({
        placeId: place?.id ?? null,
        slug: place?.slug ?? null,
        name: place?.name ?? city?.name ?? name,
        category: place?.category ?? (city ? (distanceKm(city, options.destination) > 30 ? "day_trip" : "neighbourhood") : "custom"),
        latitude: located?.latitude ?? null,
        longitude: located?.longitude ?? null,
        start: toTime(start),
        minutes,
        priceLevel: place?.priceLevel ?? null,
        verified: Boolean(located),
        travelMinutes: leg?.minutes ?? null,
        travelMode: leg?.mode ?? null,
        distanceKm: leg ? Math.round(leg.km * 10) / 10 : null,
        ...(note ? { notes: note } : {}),
      });
      cursor = start + minutes;
      if (located) previous = located;
    }
    const dayNote = day.note ? cleanText(day.note, 500) : "";
    return {
      day: index + 1,
      date: options.startDate ? addDays(options.startDate, index) : null,
      dayTrip: stops.length === 1 && stops[0]!.category === "day_trip",
      stops,
      ...(dayNote ? { notes: dayNote } : {}),
    };
  });
}

/** The names of complete stops in a partial JSON answer, in order (for progress as it streams). */
export function stopNamesSoFar(text: string): string[] {
  const names: string[] = [];
  for (const match of text.matchAll(/"name"\s*:\s*"((?:[^"\\]|\\.){0,400})"/g)) {
    try {
      const name = cleanText(JSON.parse(`"${match[1]}"`) as string, 120);
      if (name) names.push(name);
    } catch {
      // an escape cut in half: the next delta completes it
    }
  }
  return names;
}

export function planPrompt(destination: DestinationRef, input: GeneratePlanInput, places: readonly PlannerPlace[], locale: Locale): Array<{ role: "system" | "user"; content: string }> {
  const language = localeInfo[locale].name;
  const known = places.map((p) => `- ${p.name} (${p.category.replace("_", " ")})`).join("\n");
  return [
    {
      role: "system",
      content: [
        "You are a careful travel planner. Answer with one JSON object only, matching the given schema:",
        '{"days":[{"day":1,"stops":[{"name":"...","start":"HH:MM","minutes":90,"note":"..."}],"note":"..."}]}',
        "Each stop's name is the proper name of one real, existing place, nothing else (no verbs, no descriptions).",
        "Prefer the places of the list the user gives; never invent a place, an opening hour or a distance.",
        "Keep each day within one part of town, in a sensible walking order, between 09:00 and 22:00.",
        `Write every note in ${language}. Keep place names as they are usually written.`,
      ].join("\n"),
    },
    {
      role: "user",
      content: [
        `Plan ${input.days} ${input.days === 1 ? "day" : "days"} in ${destination.name}, ${destination.country}${input.startDate ? ` from ${input.startDate}` : ""} for ${input.travellers} ${input.travellers === 1 ? "traveller" : "travellers"}.`,
        `Pace: ${input.pace}. Budget: ${input.budget}. Interests: ${input.interests.length ? input.interests.join(", ") : "a bit of everything"}.`,
        `Exactly ${input.days} days. Known places in ${destination.name}:`,
        known,
      ].join("\n"),
    },
  ];
}

export type AiPlanOptions = { locale: Locale; config: AiConfig; onStop?: (name: string, count: number) => void; signal?: AbortSignal };

/** Plans with the model; throws AiError on any failure (the caller falls back to the built-in planner). */
export async function planWithAi(destination: DestinationRef, input: GeneratePlanInput, options: AiPlanOptions): Promise<PlannedDay[]> {
  const places = await getPlacesForDestination(destination.id);
  let reported = 0;
  const plan = await chatJson(aiPlanSchema, {
    schemaName: "trip_plan",
    config: options.config,
    messages: planPrompt(destination, input, places, options.locale),
    timeoutMs: aiTimeoutMs(),
    maxChars: AI_MAX_CHARS,
    signal: options.signal,
    onDelta: (_delta, soFar) => {
      if (!options.onStop) return;
      const names = stopNamesSoFar(soFar);
      for (; reported < names.length; reported++) options.onStop(names[reported]!, reported + 1);
    },
  });
  const index = await getAutocompleteIndex();
  const cities = (text: string): CityRef[] =>
    searchAutocomplete(index, text, 8).flatMap((s) => (s.kind !== "country" && s.latitude !== null && s.longitude !== null ? [{ name: s.name, latitude: s.latitude, longitude: s.longitude }] : []));
  return resolveAiPlan(plan, { days: input.days, startDate: input.startDate ?? null, destination, places, cities });
}
