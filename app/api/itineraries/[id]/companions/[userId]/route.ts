import { clientAddress } from "@/lib/api/client-address";
import { json, withUser } from "@/lib/api/handler";
import { removeCompanion } from "@/lib/companions/service";
import { consumeCostLimits } from "@/lib/rate-limit";

// DELETE /api/itineraries/{id}/companions/{userId}: the owner removes a companion, or a companion
// leaves the trip (their own userId)
export const DELETE = withUser(async (req, { user, params }) => {
  await consumeCostLimits("tripWrite", { account: user.id, address: clientAddress(req) });
  await removeCompanion(user.id, String(params.id ?? ""), String(params.userId ?? ""));
  return json({ message: "Companion removed" });
});
