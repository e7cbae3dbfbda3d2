import { withUser } from "@/lib/api/handler";
import { readInput } from "@/lib/api/read-json";
import { signedInResponse } from "@/lib/auth/responses";
import { changePasswordSchema } from "@/lib/auth/schema";
import { changePassword } from "@/lib/auth/service";

export const dynamic = "force-dynamic";

// POST /api/user/password: changes the password; every other session ends, this one is renewed
export const POST = withUser(async (req, { user }) => {
  const updated = await changePassword(user, await readInput(req, changePasswordSchema));
  return signedInResponse(updated);
});
