import { clientAddress } from "@/lib/api/client-address";
import { json, withUser } from "@/lib/api/handler";
import { readInput } from "@/lib/api/read-json";
import { transferSchema } from "@/lib/companions/schema";
import { transferOwnership } from "@/lib/companions/service";
import { consumeCostLimits } from "@/lib/rate-limit";

// POST /api/itineraries/{id}/owner: the owner hands the trip to a companion ({ userId }); the
// former owner stays on it as an editor
export const POST = withUser(async (req, { user, params }) => {
  const input = await readInput(req, transferSchema);
  await consumeCostLimits("tripWrite", { account: user.id, address: clientAddress(req) });
  await transferOwnership(user.id, String(params.id ?? ""), input.userId);
  return json({ message: "Ownership transferred" });
});
