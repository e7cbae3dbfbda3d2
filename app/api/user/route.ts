import { json, withSession, withUser } from "@/lib/api/handler";
import { readInput } from "@/lib/api/read-json";
import { toPublicUser } from "@/lib/auth/queries";
import { notAuthenticatedResponse, signedOutResponse } from "@/lib/auth/responses";
import { deleteAccountSchema } from "@/lib/auth/schema";
import { deleteAccount } from "@/lib/auth/service";

export const dynamic = "force-dynamic";

// GET /api/user: the signed-in user (docs/features/accounts.md's fields), or 401 when signed out
export const GET = withSession(async (req, { user }) => (user ? json(toPublicUser(user)) : notAuthenticatedResponse(req)));

// DELETE /api/user: deletes the account after password and typed confirmation; ends the session
export const DELETE = withUser(async (req, { user }) => {
  await deleteAccount(user, await readInput(req, deleteAccountSchema));
  return signedOutResponse({ ok: true, message: "Your account has been deleted" });
});
