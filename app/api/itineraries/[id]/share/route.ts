import { clientAddress } from "@/lib/api/client-address";
import { json, withUser } from "@/lib/api/handler";
import { consumeCostLimits } from "@/lib/rate-limit";
import { setSharing } from "@/lib/itineraries/service";
import { sharePath } from "@/lib/itineraries/paths";

const idOf = (params: Record<string, string | string[]>) => String(params.id ?? "");

// POST /api/itineraries/{id}/share: create a new read-only share link (replaces any earlier one)
export const POST = withUser(async (req, { user, params }) => {
  await consumeCostLimits("tripWrite", { account: user.id, address: clientAddress(req) });
  const itinerary = await setSharing(user.id, idOf(params), true);
  return json({ shareUrl: sharePath(itinerary.shareToken!) }, { status: 201 });
});

// DELETE /api/itineraries/{id}/share: revoke the share link
export const DELETE = withUser(async (req, { user, params }) => {
  await consumeCostLimits("tripWrite", { account: user.id, address: clientAddress(req) });
  await setSharing(user.id, idOf(params), false);
  return json({ message: "Share link revoked" });
});
