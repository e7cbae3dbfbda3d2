// A saved itinerary's shape: the JSON API's payloads and the days stored as JSON. Safe on the client.
import { z } from "@/lib/zod";
import { isSingleLine, isUnsafeText, unsafeTextMessage } from "@/lib/api/safe-text";
import { calendarDateMessages, calendarDateSchema } from "@/lib/dates/calendar-date";
import { MAX_DAYS } from "@/lib/planner/schema";

export const MAX_STOPS_PER_DAY = 15;
export const MAX_TITLE = 120;
export const MAX_NOTES = 2000;

export const itineraryMessages = {
  title: `Title must be 1 to ${MAX_TITLE} characters`,
  days: `An itinerary has 1 to ${MAX_DAYS} days`,
  stops: `A day has at most ${MAX_STOPS_PER_DAY} stops`,
  stopName: "Each stop needs a name of at most 120 characters",
  placeId: "placeId must be a positive whole number",
  start: "start must be a time (HH:MM)",
  minutes: "minutes must be a whole number from 0 to 720",
  notes: `Notes must be at most ${MAX_NOTES} characters`,
  startDate: calendarDateMessages("startDate").format,
  startDateInvalid: calendarDateMessages("startDate").invalid,
  singleLine: "Titles and stop names must be a single line",
  unsafeText: unsafeTextMessage,
  destination: "destination must be a destination slug",
  body: "Request body must be an object",
  empty: "Nothing to update",
  version: "version must be a positive whole number",
} as const;

/** Text that reaches the exports: no control character but tab and line breaks, no non-character (lib/api/safe-text.ts). */
const safeText = (schema: z.ZodString) => schema.refine((value) => !isUnsafeText(value), itineraryMessages.unsafeText);

export const stopInputSchema = z.object({
  placeId: z.number({ error: itineraryMessages.placeId }).int(itineraryMessages.placeId).positive(itineraryMessages.placeId).max(2_147_483_647, itineraryMessages.placeId).nullish(),
  name: safeText(z.string({ error: itineraryMessages.stopName }).trim().min(1, itineraryMessages.stopName).max(120, itineraryMessages.stopName)).refine(isSingleLine, itineraryMessages.singleLine),
  start: z.string({ error: itineraryMessages.start }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, itineraryMessages.start).nullish(),
  minutes: z.number({ error: itineraryMessages.minutes }).int(itineraryMessages.minutes).min(0, itineraryMessages.minutes).max(720, itineraryMessages.minutes).default(60),
  notes: safeText(z.string({ error: itineraryMessages.notes }).max(MAX_NOTES, itineraryMessages.notes)).optional(),
});
export type StopInput = z.infer<typeof stopInputSchema>;

export const dayInputSchema = z.object({
  notes: safeText(z.string({ error: itineraryMessages.notes }).max(MAX_NOTES, itineraryMessages.notes)).optional(),
  stops: z.array(stopInputSchema, { error: itineraryMessages.stops }).max(MAX_STOPS_PER_DAY, itineraryMessages.stops),
});
export type DayInput = z.infer<typeof dayInputSchema>;

const daysSchema = z.array(dayInputSchema, { error: itineraryMessages.days }).min(1, itineraryMessages.days).max(MAX_DAYS, itineraryMessages.days);
/** A trip's title, as the API, the rename form and the planners take it. */
export const titleSchema = safeText(z.string({ error: itineraryMessages.title }).trim().min(1, itineraryMessages.title).max(MAX_TITLE, itineraryMessages.title)).refine(isSingleLine, itineraryMessages.singleLine);
const notesSchema = safeText(z.string({ error: itineraryMessages.notes }).max(MAX_NOTES, itineraryMessages.notes)).nullish();
/** A trip's first day: a real calendar date (lib/dates/calendar-date.ts). */
export const startDateSchema = calendarDateSchema({ format: itineraryMessages.startDate, invalid: itineraryMessages.startDateInvalid });
const destinationSchema = z.string({ error: itineraryMessages.destination }).regex(/^[a-z0-9-]{1,100}$/, itineraryMessages.destination).nullish();

export const createItinerarySchema = z.object(
  { title: titleSchema, destination: destinationSchema, startDate: startDateSchema.nullish(), notes: notesSchema, days: daysSchema },
  { error: itineraryMessages.body },
);
export type CreateItineraryInput = z.infer<typeof createItinerarySchema>;

export const updateItinerarySchema = z
  .object(
    {
      title: titleSchema.optional(),
      startDate: startDateSchema.nullish(),
      notes: notesSchema,
      days: daysSchema.optional(),
      // The plan's version the change was made on (lib/itineraries/service.ts updateItinerary).
      version: z.number({ error: itineraryMessages.version }).int(itineraryMessages.version).positive(itineraryMessages.version).max(2_147_483_647, itineraryMessages.version).optional(),
    },
    { error: itineraryMessages.body },
  )
  .refine((value) => Object.entries(value).some(([key, field]) => key !== "version" && field !== undefined), itineraryMessages.empty);
export type UpdateItineraryInput = z.infer<typeof updateItinerarySchema>;
