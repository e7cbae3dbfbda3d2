import { clientAddress } from "@/lib/api/client-address";
import { json, withUser } from "@/lib/api/handler";
import { readInput } from "@/lib/api/read-json";
import { createItinerarySchema } from "@/lib/itineraries/schema";
import { createItinerary, listItineraries } from "@/lib/itineraries/service";
import { consumeCostLimits } from "@/lib/rate-limit";

// GET /api/itineraries?cursor=&limit=: one page of the signed-in user's itineraries, most recently
// changed first, and the nextCursor of the following page (null on the last)
export const GET = withUser(async (req, { user }) => {
  const query = new URL(req.url).searchParams;
  const limit = query.get("limit");
  return json(await listItineraries(user.id, { cursor: query.get("cursor"), limit: limit === null ? undefined : /^\d{1,4}$/.test(limit) ? Number(limit) : Number.NaN }));
});

// POST /api/itineraries: save a manual itinerary ({ title, destination?, startDate?, notes?, days })
export const POST = withUser(async (req, { user }) => {
  const input = await readInput(req, createItinerarySchema);
  await consumeCostLimits("tripCreate", { account: user.id, address: clientAddress(req) });
  return json({ itinerary: await createItinerary(user.id, input) }, { status: 201 });
});
