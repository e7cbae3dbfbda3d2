import { json, withUser } from "@/lib/api/handler";
import { readInput } from "@/lib/api/read-json";
import { generatePlanSchema } from "@/lib/planner/schema";
import { generateItinerary } from "@/lib/planner/service";

// POST /api/itineraries/generate: plan and save a trip (counts against the Free plan's 1 itinerary)
export const POST = withUser(async (req, { user }) => {
  const input = await readInput(req, generatePlanSchema);
  return json({ itinerary: await generateItinerary(user.id, input) }, { status: 201 });
});
