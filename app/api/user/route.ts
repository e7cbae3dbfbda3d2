import { json, withSession, withUser } from "@/lib/api/handler";
import { readInput } from "@/lib/api/read-json";
import { toPublicUser } from "@/lib/auth/queries";
import { notAuthenticatedResponse, signedOutResponse } from "@/lib/auth/responses";
import { deleteAccountSchema } from "@/lib/auth/schema";
import { deleteAccount } from "@/lib/auth/service";
import { readPageData, readPageDataRequest } from "@/lib/members/page-data";

export const dynamic = "force-dynamic";

// GET /api/user[?favorites=1,2,3][&include=card-values,transfer-bonuses,points-usage,trips]: the
// signed-in user (docs/features/accounts.md's fields), or 401 when signed out. A page's one request
// for what is the member's own (docs/caching.md, Members): the saved state of the deals on screen,
// and the parts asked for; the Premium-only ones only for Premium members (named in `denied` otherwise).
const readUser = withSession(async (req, { user }) => {
  if (!user) return notAuthenticatedResponse(req);
  const asked = readPageDataRequest(new URL(req.url).searchParams);
  const parts = asked.favorites || asked.include.length > 0 ? await readPageData(user.id, asked) : {};
  return json({ ...toPublicUser(user), ...parts });
});

/** Every answer is the member's own (or about their session): never kept by the browser or a shared cache. */
export async function GET(req: Request): Promise<Response> {
  const response = await readUser(req);
  response.headers.set("Cache-Control", "private, no-store");
  return response;
}

// DELETE /api/user: deletes the account after password and typed confirmation; ends the session
export const DELETE = withUser(async (req, { user }) => {
  await deleteAccount(user, await readInput(req, deleteAccountSchema));
  return signedOutResponse({ ok: true, message: "Your account has been deleted" });
});
