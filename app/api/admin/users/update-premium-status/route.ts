import { json, withAdmin } from "@/lib/api/handler";
import { readInput } from "@/lib/api/read-json";
import { premiumStatusSchema } from "@/lib/users/schema";
import { updatePremiumStatus } from "@/lib/users/service";

export const dynamic = "force-dynamic";

// POST /api/admin/users/update-premium-status: { email, isPremium } sets or clears a user's premium status
export const POST = withAdmin(async (req, { user }) => {
  const updated = await updatePremiumStatus(user, await readInput(req, premiumStatusSchema));
  return json({ message: updated.is_premium_user ? "Premium activated" : "Premium removed", ...updated });
});
