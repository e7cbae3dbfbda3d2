import { json, withSession } from "@/lib/api/handler";
import { readInput } from "@/lib/api/read-json";
import { signedOutResponse } from "@/lib/auth/responses";
import { resetPasswordSchema } from "@/lib/auth/schema";
import { resetPassword } from "@/lib/auth/service";

export const dynamic = "force-dynamic";

// POST /api/reset-password: sets a new password from a single-use, 1-hour link; ends every session
export const POST = withSession(async (req, { user }) => {
  await resetPassword(await readInput(req, resetPasswordSchema));
  const body = { ok: true, message: "Your password has been reset. Please sign in." };
  return user ? signedOutResponse(body) : json(body);
});
