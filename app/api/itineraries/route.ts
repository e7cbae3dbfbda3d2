import { json, withUser } from "@/lib/api/handler";
import { readInput } from "@/lib/api/read-json";
import { createItinerarySchema } from "@/lib/itineraries/schema";
import { createItinerary, listItineraries } from "@/lib/itineraries/service";

// GET /api/itineraries: the signed-in user's itineraries, most recently changed first
export const GET = withUser(async (_req, { user }) => json({ itineraries: await listItineraries(user.id) }));

// POST /api/itineraries: save a manual itinerary ({ title, destination?, startDate?, notes?, days })
export const POST = withUser(async (req, { user }) => {
  const input = await readInput(req, createItinerarySchema);
  return json({ itinerary: await createItinerary(user.id, input) }, { status: 201 });
});
