import { json, withUser } from "@/lib/api/handler";
import { readInput } from "@/lib/api/read-json";
import { toPublicUser } from "@/lib/auth/queries";
import { preferencesSchema } from "@/lib/auth/schema";
import { updatePreferences } from "@/lib/auth/service";

export const dynamic = "force-dynamic";

// PATCH /api/user/preferences: preferred_language only (any other field is refused)
export const PATCH = withUser(async (req, { user }) => {
  const updated = await updatePreferences(user, await readInput(req, preferencesSchema));
  return json(toPublicUser(updated));
});
