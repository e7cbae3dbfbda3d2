import { json, withUser } from "@/lib/api/handler";
import { readInput } from "@/lib/api/read-json";
import { toPublicUser } from "@/lib/auth/queries";
import { profileSchema } from "@/lib/auth/schema";
import { updateProfile } from "@/lib/auth/service";

export const dynamic = "force-dynamic";

// PATCH /api/user/profile: name, username and e-mail (a new e-mail is verified again)
export const PATCH = withUser(async (req, { user }) => {
  const result = await updateProfile(user, await readInput(req, profileSchema));
  return json({ ...toPublicUser(result.user), email_changed: result.emailChanged });
});
