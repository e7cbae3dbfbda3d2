import { json, withUser } from "@/lib/api/handler";
import { tripVersion } from "@/lib/companions/service";

// GET /api/itineraries/{id}/version: the plan's version, which the open planner and trip page
// poll every few seconds to show others' changes; 404 for anyone not on the trip
export const GET = withUser(async (_req, { user, params }) => json(await tripVersion(user.id, String(params.id ?? ""))));
