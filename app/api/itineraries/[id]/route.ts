import { clientAddress } from "@/lib/api/client-address";
import { json, withUser } from "@/lib/api/handler";
import { readInput } from "@/lib/api/read-json";
import { updateItinerarySchema } from "@/lib/itineraries/schema";
import { deleteItinerary, getItinerary, updateItinerary } from "@/lib/itineraries/service";
import { consumeCostLimits } from "@/lib/rate-limit";

const idOf = (params: Record<string, string | string[]>) => String(params.id ?? "");

// GET /api/itineraries/{id}: one of the signed-in user's itineraries (404 for anyone else's)
export const GET = withUser(async (_req, { user, params }) => json({ itinerary: await getItinerary(user.id, idOf(params)) }));

// PATCH /api/itineraries/{id}: change the title, start date, notes or days
export const PATCH = withUser(async (req, { user, params }) => {
  const input = await readInput(req, updateItinerarySchema);
  await consumeCostLimits("tripWrite", { account: user.id, address: clientAddress(req) });
  return json({ itinerary: await updateItinerary(user.id, idOf(params), input) });
});

// DELETE /api/itineraries/{id}: delete the itinerary
export const DELETE = withUser(async (req, { user, params }) => {
  await consumeCostLimits("tripWrite", { account: user.id, address: clientAddress(req) });
  await deleteItinerary(user.id, idOf(params));
  return json({ message: "Itinerary deleted" });
});
