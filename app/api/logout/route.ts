import { withSession } from "@/lib/api/handler";
import { signedOutResponse } from "@/lib/auth/responses";
import { endSessions } from "@/lib/auth/service";

export const dynamic = "force-dynamic";

// POST /api/logout: ends the session for real (the session version moves on) and clears the cookie
export const POST = withSession(async (_req, { user }) => {
  if (user) await endSessions(user.id);
  return signedOutResponse({ ok: true, message: "You have been successfully logged out" });
});
