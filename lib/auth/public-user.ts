// The signed-in user as the browser sees it. Kept apart from schema.ts (zod) so client code that
// only reads the user does not ship the validation library.

/** The current user as the API names its fields (GET /api/user, docs/features/accounts.md). */
export type PublicUser = {
  id: string;
  username: string;
  name: string | null;
  email: string;
  role: "user" | "admin";
  preferred_language: string | null;
  is_premium_user: boolean;
  subscription_status: string;
  subscription_expires: string | null;
  email_verified: boolean;
};

/** The header's greeting: the name, or the username when there is none. */
export function displayName(user: Pick<PublicUser, "name" | "username">): string {
  return user.name?.trim() || user.username;
}
