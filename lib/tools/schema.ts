// Inputs of the tools' API routes (zod; safe on the client).
import { z } from "../zod";

const coordinate = (name: string, limit: number) =>
  z
    .string({ error: `${name} is required` })
    .trim()
    .min(1, `${name} is required`)
    .transform((value) => Number(value))
    .refine((value) => Number.isFinite(value), `${name} must be a number`)
    .refine((value) => Math.abs(value) <= limit, `${name} must be between -${limit} and ${limit}`);

/** GET /api/tools/nearest-place?lat=&lon= */
export const nearestPlaceQuerySchema = z.object({ lat: coordinate("lat", 90), lon: coordinate("lon", 180) });

/** POST /api/tools/budget: the calculator's input as JSON (ranges are checked like the form's). */
export const budgetBodySchema = z.object({
  stops: z
    .array(
      z.object({
        place: z.string({ error: "place must be a string" }).max(100, "place is too long"),
        days: z.number({ error: "days must be a number" }),
      }),
      { error: "stops must be a list of { place, days }" },
    )
    .max(20, "stops is too long"),
  travellers: z.number({ error: "travellers must be a number" }),
  style: z.string({ error: "style must be a string" }),
  currency: z.string({ error: "currency must be a string" }).optional(),
});
