// One zod schema per payload, shared by the forms and the route handlers, with the exact
// messages of docs/features/accounts.md. Safe to import on the client.
import { z } from "@/lib/zod";
import { locales } from "@/lib/i18n/locales";
import { normalizeEmail, normalizeUsername } from "./normalize";

export const authMessages = {
  identifierRequired: "Username or email is required",
  passwordRequired: "Password is required",
  usernameMin: "Username must be at least 3 characters",
  usernameMax: "Username must be at most 32 characters",
  usernameChars: "Username may only contain letters, numbers, dots, dashes and underscores",
  emailInvalid: "Please enter a valid email",
  passwordMin: "Password must be at least 8 characters",
  passwordMax: "Password must be at most 256 characters",
  adminPasswordMin: "Password must be at least 6 characters",
  nameMax: "Name must be at most 100 characters",
  tokenRequired: "Token is required",
  languageInvalid: "Unsupported language",
  confirmDelete: "Type DELETE to confirm",
} as const;

const requiredString = (message: string) => z.string({ error: message });

const password = requiredString(authMessages.passwordMin).min(8, authMessages.passwordMin).max(256, authMessages.passwordMax);

export const emailSchema = requiredString(authMessages.emailInvalid)
  .trim()
  .max(254, authMessages.emailInvalid)
  .pipe(z.email({ error: authMessages.emailInvalid }))
  .transform(normalizeEmail);

export const usernameSchema = requiredString(authMessages.usernameMin)
  .transform(normalizeUsername)
  .pipe(
    z
      .string()
      .min(3, authMessages.usernameMin)
      .max(32, authMessages.usernameMax)
      .regex(/^[\p{L}\p{N}._-]+$/u, authMessages.usernameChars),
  );

const optionalName = z
  .string({ error: authMessages.nameMax })
  .trim()
  .max(100, authMessages.nameMax)
  .optional()
  .transform((value) => (value ? value : undefined));

export const loginSchema = z.object({
  identifier: requiredString(authMessages.identifierRequired).trim().min(1, authMessages.identifierRequired).max(254, authMessages.identifierRequired),
  password: requiredString(authMessages.passwordRequired).min(1, authMessages.passwordRequired).max(256, authMessages.passwordMax),
});
export type LoginInput = z.input<typeof loginSchema>;

// Unknown keys (role, is_premium_user, ...) are dropped: they can never reach the service.
export const registerSchema = z.object({
  username: usernameSchema,
  email: emailSchema,
  password,
  name: optionalName,
});
export type RegisterInput = z.input<typeof registerSchema>;

export const adminLoginSchema = z.object({
  identifier: emailSchema,
  password: requiredString(authMessages.adminPasswordMin).min(6, authMessages.adminPasswordMin).max(256, authMessages.passwordMax),
});
export type AdminLoginInput = z.input<typeof adminLoginSchema>;

export const resetRequestSchema = z.object({ email: emailSchema });
export type ResetRequestInput = z.input<typeof resetRequestSchema>;

export const resendVerificationSchema = z.object({ email: emailSchema.optional() });

const token = requiredString(authMessages.tokenRequired).min(1, authMessages.tokenRequired).max(200, authMessages.tokenRequired);

export const resetPasswordSchema = z.object({ token, password });
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;

export const verifyEmailSchema = z.object({ token });

export const languageSchema = z.enum(locales, { error: authMessages.languageInvalid });

// Strict: role, is_premium_user or any other field is refused, not silently applied.
export const preferencesSchema = z.strictObject({ preferred_language: languageSchema }, { error: "Only preferred_language can be changed here" });
export type PreferencesInput = z.input<typeof preferencesSchema>;

export const profileSchema = z.strictObject(
  { name: optionalName, username: usernameSchema, email: emailSchema },
  { error: "Only name, username and email can be changed here" },
);
export type ProfileInput = z.input<typeof profileSchema>;

export const changePasswordSchema = z.object({
  current_password: requiredString(authMessages.passwordRequired).min(1, authMessages.passwordRequired).max(256, authMessages.passwordMax),
  new_password: password,
});
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

export const deleteAccountSchema = z.object({
  password: requiredString(authMessages.passwordRequired).min(1, authMessages.passwordRequired).max(256, authMessages.passwordMax),
  confirm: z.literal("DELETE", { error: authMessages.confirmDelete }),
});
export type DeleteAccountInput = z.input<typeof deleteAccountSchema>;

export { displayName, type PublicUser } from "./public-user";
