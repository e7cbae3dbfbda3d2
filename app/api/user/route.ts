import { AppError } from "@/lib/api/errors";
import { errorResponse, json, withSession, withUser } from "@/lib/api/handler";
import { readInput } from "@/lib/api/read-json";
import { toPublicUser } from "@/lib/auth/queries";
import { signedOutResponse } from "@/lib/auth/responses";
import { deleteAccountSchema } from "@/lib/auth/schema";
import { clearSessionCookies } from "@/lib/auth/session";
import { SIGNED_IN_HINT_COOKIE } from "@/lib/auth/signed-in-hint";
import { deleteAccount } from "@/lib/auth/service";

export const dynamic = "force-dynamic";

// GET /api/user: the signed-in user (SPEC.md section 3's fields), or 401 when signed out. A session
// cookie the server no longer accepts (expired, ended elsewhere, forged) is removed with its hint,
// so the pages stop asking.
export const GET = withSession(async (req, { user }) => {
  if (user) return json(toPublicUser(user));
  const response = errorResponse(new AppError("unauthorized", { message: "Not authenticated" }));
  const cookies = req.headers.get("cookie") ?? "";
  if (cookies.includes("next-auth.session-token=") || cookies.includes(`${SIGNED_IN_HINT_COOKIE}=`)) {
    for (const cookie of clearSessionCookies()) response.headers.append("Set-Cookie", cookie);
  }
  return response;
});

// DELETE /api/user: deletes the account after password and typed confirmation; ends the session
export const DELETE = withUser(async (req, { user }) => {
  await deleteAccount(user, await readInput(req, deleteAccountSchema));
  return signedOutResponse({ ok: true, message: "Your account has been deleted" });
});
