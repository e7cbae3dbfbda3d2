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
