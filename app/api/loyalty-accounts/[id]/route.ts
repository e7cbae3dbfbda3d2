import { json, withUser } from "@/lib/api/handler";
import { readInput } from "@/lib/api/read-json";
import { updateLoyaltySchema } from "@/lib/loyalty/schema";
import { deleteLoyaltyAccount, updateLoyaltyAccount } from "@/lib/loyalty/service";

const idOf = (params: Record<string, string | string[]>) => String(params.id ?? "");

// PATCH /api/loyalty-accounts/{id}: change the program's name or the balance (Premium; 404 for anyone else's)
export const PATCH = withUser(async (req, { user, params }) => {
  const input = await readInput(req, updateLoyaltySchema, { limit: 4 * 1024 });
  return json({ account: await updateLoyaltyAccount(user.id, idOf(params), input) });
});

// DELETE /api/loyalty-accounts/{id}: remove it
export const DELETE = withUser(async (_req, { user, params }) => {
  await deleteLoyaltyAccount(user.id, idOf(params));
  return json({ message: "Loyalty account deleted" });
});
