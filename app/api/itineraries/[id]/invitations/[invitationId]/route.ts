import { clientAddress } from "@/lib/api/client-address";
import { json, withUser } from "@/lib/api/handler";
import { revokeInvitation } from "@/lib/companions/service";
import { consumeCostLimits } from "@/lib/rate-limit";

// DELETE /api/itineraries/{id}/invitations/{invitationId}: the owner withdraws a pending invitation
export const DELETE = withUser(async (req, { user, params }) => {
  await consumeCostLimits("tripWrite", { account: user.id, address: clientAddress(req) });
  await revokeInvitation(user.id, String(params.id ?? ""), String(params.invitationId ?? ""));
  return json({ message: "Invitation withdrawn" });
});
