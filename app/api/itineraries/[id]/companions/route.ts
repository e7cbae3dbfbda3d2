import { json, withUser } from "@/lib/api/handler";
import { listTripPeople } from "@/lib/companions/service";

const idOf = (params: Record<string, string | string[]>) => String(params.id ?? "");

// GET /api/itineraries/{id}/companions: the trip's owner, companions and (for the owner) pending
// invitations and the plan's companion limit; 404 for anyone not on the trip
export const GET = withUser(async (_req, { user, params }) => json(await listTripPeople(user.id, idOf(params))));
