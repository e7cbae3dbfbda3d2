import { clientAddress } from "@/lib/api/client-address";
import { json, withUser } from "@/lib/api/handler";
import { readInput } from "@/lib/api/read-json";
import { requestLocale } from "@/lib/auth/responses";
import { inviteSchema } from "@/lib/companions/schema";
import { inviteCompanion } from "@/lib/companions/service";
import { consumeCostLimits } from "@/lib/rate-limit";
import { requestOrigin } from "@/lib/seo/site-url";

// POST /api/itineraries/{id}/invitations: the owner invites someone ({ email, role: viewer|editor });
// the e-mail carries a signed link valid 7 days, used once. Free owners: one companion per trip (402)
export const POST = withUser(async (req, { user, params }) => {
  const input = await readInput(req, inviteSchema);
  await consumeCostLimits("tripWrite", { account: user.id, address: clientAddress(req) });
  const invitation = await inviteCompanion(user.id, String(params.id ?? ""), input, { locale: requestLocale(req), origin: requestOrigin(req) });
  return json({ invitation }, { status: 201 });
});
