// The admin's user forms and shapes (docs/features/accounts.md, "The admin's user lookup"): one zod schema per
// payload, shared by the admin screen and the route handler. Safe to import on the client.
import { z } from "@/lib/zod";
import { normalizeEmail } from "@/lib/auth/normalize";
import type { PublicUser } from "@/lib/auth/public-user";

export const userMessages = {
  emailRequired: "Email required",
  isPremium: "isPremium must be true or false",
  notFound: "User not found",
} as const;

/** A user as the admin sees it: GET /api/user's fields plus created_at; never a hash or token. */
export type AdminUser = PublicUser & { created_at: string };

const requiredEmail = z
  .string({ error: userMessages.emailRequired })
  .trim()
  .min(1, userMessages.emailRequired)
  .max(254, "Please enter a valid email")
  .transform(normalizeEmail);

/** POST /api/admin/users/update-premium-status */
export const premiumStatusSchema = z.object({
  email: requiredEmail,
  isPremium: z.boolean({ error: userMessages.isPremium }),
});
export type PremiumStatusInput = z.input<typeof premiumStatusSchema>;
export type PremiumStatus = z.output<typeof premiumStatusSchema>;
