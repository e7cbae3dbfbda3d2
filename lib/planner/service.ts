import "server-only";
// Generating an itinerary: validate, resolve the destination (400 with suggestions when unknown),
// count one use against the plan's limit (402 with the upgrade path past it), plan and save.
import { AppError } from "@/lib/api/errors";
import { consumeUsage } from "@/lib/billing/entitlements";
import { consumeCostLimits } from "@/lib/rate-limit";
import { saveItinerary, type Itinerary } from "@/lib/itineraries/service";
import { distanceKm } from "@/lib/geo/distance";
import { peekAutocompleteIndex, searchAutocomplete } from "@/lib/places/autocomplete";
import { resolveDestination } from "@/lib/places/resolve";
import { getPlacesForDestination, listPlannableDestinations, suggestDestinations, type DestinationRef } from "@/lib/places/queries";
import { aiConfig, AiError, type AiConfig, type AiFailure } from "@/lib/ai/client";
import { buildPlan, type PlannedDay } from "./engine";
import { planWithAi } from "./ai-provider";
import type { GeneratePlanInput } from "./schema";

/** One interface, several providers: the built-in planner is the default and the fallback. */
export type PlannerProvider = {
  name: "builtin" | "ai";
  plan(destination: DestinationRef, input: GeneratePlanInput): Promise<PlannedDay[]>;
};

export const builtinProvider: PlannerProvider = {
  name: "builtin",
  async plan(destination, input) {
    const places = await getPlacesForDestination(destination.id);
    return buildPlan(places, {
      center: destination,
      days: input.days,
      startDate: input.startDate ?? null,
      interests: input.interests,
      pace: input.pace,
      budget: input.budget,
    });
  },
};

export type Suggestion = { slug: string; name: string; country: string };
const suggestion = ({ slug, name, country }: DestinationRef): Suggestion => ({ slug, name, country });

/** The destination to plan, or a 400 naming it and suggesting ones the planner covers. */
export async function resolvePlannableDestination(text: string): Promise<DestinationRef> {
  const destination = await resolveDestination(text);
  const plannable = await listPlannableDestinations();
  const covered = new Set(plannable.map((d) => d.id));
  if (destination && covered.has(destination.id)) return destination;
  // A place we know but cannot plan (a city, a small town): the planned destinations nearest it.
  // The city index is used only once it is built: a refusal never waits for it.
  const index = peekAutocompleteIndex();
  const known = destination ?? (index ? searchAutocomplete(index, text, 3) : []).find((place) => place.latitude !== null && place.longitude !== null);
  const nearby =
    known && known.latitude !== null && known.longitude !== null
      ? plannable
          .map((d) => ({ d, km: distanceKm(d, { latitude: known.latitude!, longitude: known.longitude! }) }))
          .filter(({ km }) => km <= 300)
          .sort((a, b) => a.km - b.km)
          .map(({ d }) => d)
      : [];
  const similar = (await suggestDestinations(text, 10)).filter((d) => covered.has(d.id));
  const merged = [...similar, ...nearby].filter((d, i, all) => all.findIndex((other) => other.id === d.id) === i);
  const suggestions = (merged.length ? merged : plannable.slice(0, 5)).slice(0, 5).map(suggestion);
  const message = destination
    ? `We cannot plan ${destination.name} yet. Try one of the suggested destinations.`
    : `Unknown destination "${text.slice(0, 60)}". Try one of the suggested destinations.`;
  throw new AppError("bad_request", { message, issues: [{ path: "destination", message }], data: { suggestions } });
}

export type GenerationEvent =
  | { type: "start"; provider: PlannerProvider["name"]; destination: string }
  | { type: "stop"; name: string; count: number }
  | { type: "fallback"; reason: AiFailure };

export type GenerationResult = {
  itinerary: Itinerary;
  /** Who made the plan. */
  provider: PlannerProvider["name"];
  /** Why the AI planner did not (the built-in planner answered instead), or null. */
  fallback: AiFailure | null;
};

export type PreparedGeneration = { destination: DestinationRef; input: GeneratePlanInput };

/**
 * Everything that can refuse a generation, before any planning: 400 (destination), 429 (the
 * account's or the address's rate limit, or the account's daily AI ceiling) and 402 (plan limit).
 */
export async function prepareGeneration(userId: string, input: GeneratePlanInput, { address }: { address: string }): Promise<PreparedGeneration> {
  const destination = await resolvePlannableDestination(input.destination);
  await consumeCostLimits("ai", { account: userId, address });
  await consumeUsage(userId, "ai_itinerary");
  return { destination, input };
}

/**
 * Plans with the AI provider when one is configured (AI_BASE_URL, AI_MODEL), else with the
 * built-in planner; on any AI failure (error, time-out, malformed output) the built-in planner
 * answers and the result says why. Saves the plan.
 */
export async function runGeneration(
  userId: string,
  { destination, input }: PreparedGeneration,
  { onEvent, config = aiConfig(), signal }: { onEvent?: (event: GenerationEvent) => void; config?: AiConfig | null; signal?: AbortSignal } = {},
): Promise<GenerationResult> {
  let days: PlannedDay[] | null = null;
  let provider: PlannerProvider["name"] = "builtin";
  let fallback: AiFailure | null = null;
  if (config) {
    onEvent?.({ type: "start", provider: "ai", destination: destination.name });
    try {
      days = await planWithAi(destination, input, { locale: input.language, config, signal, onStop: (name, count) => onEvent?.({ type: "stop", name, count }) });
      provider = "ai";
    } catch (error) {
      if (!(error instanceof AiError)) throw error;
      console.warn(`AI planner failed (${error.reason}): ${error.message}; the built-in planner answers`);
      fallback = error.reason;
      onEvent?.({ type: "fallback", reason: error.reason });
    }
  } else onEvent?.({ type: "start", provider: "builtin", destination: destination.name });
  if (!days) {
    days = await builtinProvider.plan(destination, input);
    let count = 0;
    for (const stop of days.flatMap((day) => day.stops)) onEvent?.({ type: "stop", name: stop.name, count: ++count });
  }
  const itinerary = await saveItinerary(userId, {
    title: `${input.days} ${input.days === 1 ? "day" : "days"} in ${destination.name}`,
    destinationId: destination.id,
    startDate: input.startDate ?? null,
    origin: provider,
    days,
  });
  return { itinerary, provider, fallback };
}

export async function generateItinerary(userId: string, input: GeneratePlanInput, { address, ...options }: Parameters<typeof runGeneration>[2] & { address: string }): Promise<GenerationResult> {
  return runGeneration(userId, await prepareGeneration(userId, input, { address }), options);
}
