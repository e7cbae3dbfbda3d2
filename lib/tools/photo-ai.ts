import "server-only";
// The photo place finder's optional AI step: a photo without GPS data, sent by the visitor after a
// clear notice, is asked about to an OpenAI-compatible vision model (AI_BASE_URL, AI_API_KEY,
// AI_MODEL). The photo goes stripped of its metadata and scaled down; the model's answer is
// checked with zod and matched against our places and destinations, like the planner's stops:
// a match is shown as verified with our coordinates, anything else as the model's unverified guess.
import sharp from "sharp";
import { aiConfig, AiError, chatCompletion, extractJson, type AiConfig } from "@/lib/ai/client";
import { AppError } from "@/lib/api/errors";
import { db } from "@/lib/db";
import { resolveDestination, type ResolvedDestination } from "@/lib/places/resolve";
import { foldText } from "@/lib/text/fold.mjs";
import { cleanImage } from "@/lib/uploads/images";
import { z } from "@/lib/zod";
import { env, type Env } from "@/lib/env";

/** The model's answer must arrive within this many milliseconds. */
export const PHOTO_AI_TIMEOUT_MS = 25_000;
/** The longest side of the image the model sees. */
const MAX_SIDE = 1024;
/** An answer longer than this is not a place. */
const MAX_ANSWER_CHARS = 4000;

export const photoAiMessages = {
  notConfigured: "Photo recognition is not available on this site",
  noPhoto: "Choose a photo to send",
  providerFailed: "The AI provider could not look at this photo. Please try again later.",
} as const;

/** Whether the step is offered: the one AI provider of the site is configured (lib/ai/client.ts). */
export function photoAiConfig(vars: Env = env()): AiConfig | null {
  return aiConfig(vars);
}

const text = (max: number) => z.string().trim().max(max);
const answerSchema = z.object({
  place: text(120).nullish(),
  city: text(120).nullish(),
  country: text(80).nullish(),
  confidence: z.enum(["high", "medium", "low"]).catch("low"),
});
export type PhotoAnswer = { place: string | null; city: string | null; country: string | null; confidence: "high" | "medium" | "low" };

export type PhotoMatch =
  | { kind: "place"; name: string; destination: { slug: string; name: string; country: string }; latitude: number; longitude: number }
  | { kind: "destination"; name: string; destination: { slug: string; name: string; country: string }; latitude: number; longitude: number };

/** answer is null when the model could not tell (or said something that is not an answer). */
export type PhotoGuess = { answer: PhotoAnswer | null; match: PhotoMatch | null };

const SYSTEM_PROMPT = [
  "You identify where a travel photo was taken.",
  'Answer only with a JSON object: {"place": string|null, "city": string|null, "country": string|null, "confidence": "high"|"medium"|"low"}.',
  "place is a landmark or attraction shown, city the nearest city, country its English name.",
  "Use null for anything you cannot tell. Do not explain.",
].join(" ");

/** Reads the model's JSON (bare, fenced or inside prose); anything else is no answer. */
export function parsePhotoAnswer(content: unknown): PhotoAnswer | null {
  if (typeof content !== "string" || content.length > MAX_ANSWER_CHARS) return null;
  let value: unknown;
  try {
    value = extractJson(content);
  } catch {
    return null;
  }
  const parsed = answerSchema.safeParse(value);
  if (!parsed.success) return null;
  // Markup or control characters are not part of a place's name.
  const clean = (field: string | null | undefined) => {
    const trimmed = field?.replace(/[<>{}\u0000-\u001f]/g, "").trim();
    return trimmed ? trimmed : null;
  };
  const answer = { place: clean(parsed.data.place), city: clean(parsed.data.city), country: clean(parsed.data.country), confidence: parsed.data.confidence };
  return answer.place || answer.city || answer.country ? answer : null;
}

/** The photo as the model sees it: checked by its bytes, metadata dropped, at most 1024 px. */
async function preparePhoto(photo: Buffer, label: string): Promise<string> {
  const clean = await cleanImage(photo, label);
  const scaled = await sharp(clean.data, { animated: false }).resize(MAX_SIDE, MAX_SIDE, { fit: "inside", withoutEnlargement: true }).jpeg({ quality: 80 }).toBuffer();
  return `data:image/jpeg;base64,${scaled.toString("base64")}`;
}

/**
 * Asks the model. An answer that is too long or empty is no answer (null); a provider that fails,
 * cannot be reached or is too slow is a 503.
 */
async function askModel(config: AiConfig, imageUrl: string, locale: string, timeoutMs: number): Promise<string | null> {
  try {
    return await chatCompletion({
      config,
      timeoutMs,
      maxChars: MAX_ANSWER_CHARS,
      temperature: 0,
      messages: [
        { role: "system", content: SYSTEM_PROMPT },
        {
          role: "user",
          content: [
            { type: "text", text: `Where was this photo taken? The visitor reads ${locale}; names may stay in English.` },
            { type: "image_url", image_url: { url: imageUrl } },
          ],
        },
      ],
    });
  } catch (error) {
    if (error instanceof AiError && (error.reason === "too_large" || error.reason === "empty" || error.reason === "malformed")) return null;
    console.warn(`[photo-ai] provider failed: ${error instanceof Error ? error.message : String(error)}`);
    throw new AppError("unavailable", { message: photoAiMessages.providerFailed });
  }
}

type PlaceRow = { name: string; latitude: number; longitude: number; slug: string; destination: string; country: string };

/** One of our places by name (accents and case folded), in the named city when it is ours. */
async function findPlace(name: string, destination: ResolvedDestination | null): Promise<PlaceRow | null> {
  const rows = await db().$queryRaw<PlaceRow[]>`
    SELECT p.name, p.latitude, p.longitude, d.slug, d.name AS destination, d.country
    FROM places p JOIN destinations d ON d.id = p.destination_id
    WHERE p.search_name = ${foldText(name)}
    ORDER BY (p.destination_id = ${destination?.id ?? -1}) DESC, d.population DESC NULLS LAST
    LIMIT 1`;
  return rows[0] ?? null;
}

/** The answer matched against our data: a place first, then the city as a destination. */
export async function matchPhotoAnswer(answer: PhotoAnswer): Promise<PhotoMatch | null> {
  const destination = answer.city ? await resolveDestination(answer.city) : null;
  const place = answer.place ? await findPlace(answer.place, destination) : null;
  if (place) {
    return { kind: "place", name: place.name, destination: { slug: place.slug, name: place.destination, country: place.country }, latitude: place.latitude, longitude: place.longitude };
  }
  if (destination) {
    const ref = { slug: destination.slug, name: destination.name, country: destination.country };
    return { kind: "destination", name: destination.name, destination: ref, latitude: destination.latitude, longitude: destination.longitude };
  }
  return null;
}

/** Where the photo was taken, by the configured model, matched against our data. */
export async function guessPhotoPlace(photo: Buffer, { label, locale, timeoutMs = PHOTO_AI_TIMEOUT_MS }: { label: string; locale: string; timeoutMs?: number }): Promise<PhotoGuess> {
  const config = photoAiConfig();
  if (!config) throw new AppError("not_found", { message: photoAiMessages.notConfigured });
  const imageUrl = await preparePhoto(photo, label);
  const answer = parsePhotoAnswer(await askModel(config, imageUrl, locale, timeoutMs));
  return { answer, match: answer ? await matchPhotoAnswer(answer) : null };
}
