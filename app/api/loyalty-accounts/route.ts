import { json, withUser } from "@/lib/api/handler";
import { readInput } from "@/lib/api/read-json";
import { createLoyaltySchema } from "@/lib/loyalty/schema";
import { createLoyaltyAccount, listLoyaltyAccounts } from "@/lib/loyalty/service";

// GET /api/loyalty-accounts: the signed-in user's loyalty accounts
export const GET = withUser(async (_req, { user }) => json({ accounts: await listLoyaltyAccounts(user.id) }));

// POST /api/loyalty-accounts: add one ({ program, balance }; Premium, 402 otherwise)
export const POST = withUser(async (req, { user }) => {
  const input = await readInput(req, createLoyaltySchema, { limit: 4 * 1024 });
  return json({ account: await createLoyaltyAccount(user.id, input) }, { status: 201 });
});
