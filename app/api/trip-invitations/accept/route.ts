import { clientAddress } from "@/lib/api/client-address";
import { json, withUser } from "@/lib/api/handler";
import { readInput } from "@/lib/api/read-json";
import { acceptSchema } from "@/lib/companions/schema";
import { acceptInvitation } from "@/lib/companions/service";
import { consumeCostLimits } from "@/lib/rate-limit";

// POST /api/trip-invitations/accept: the signed-in, invited person accepts ({ token }); the trip
// then appears in their trips. 404 for a link that is not ours, 409 once used, 400 once expired
export const POST = withUser(async (req, { user }) => {
  const input = await readInput(req, acceptSchema);
  await consumeCostLimits("tripWrite", { account: user.id, address: clientAddress(req) });
  return json(await acceptInvitation(user, input.token));
});
