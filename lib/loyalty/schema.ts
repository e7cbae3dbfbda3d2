// Loyalty accounts entered by hand on the smart travel dashboard: the JSON API's and the
// dashboard forms' payloads. Safe on the client.
import { z } from "@/lib/zod";

export const MAX_PROGRAM = 80;
export const MAX_BALANCE = 1_000_000_000;
export const MAX_LOYALTY_ACCOUNTS = 50;

export const loyaltyMessages = {
  program: `Program must be 1 to ${MAX_PROGRAM} characters`,
  balance: `Balance must be a whole number from 0 to ${MAX_BALANCE.toLocaleString("en-US")}`,
  body: "Request body must be an object",
  empty: "Nothing to update",
  tooMany: `You can keep at most ${MAX_LOYALTY_ACCOUNTS} loyalty accounts`,
  notFound: "Loyalty account not found",
} as const;

const program = z
  .string({ error: loyaltyMessages.program })
  .trim()
  .min(1, loyaltyMessages.program)
  .max(MAX_PROGRAM, loyaltyMessages.program)
  .refine((value) => !/[<>\u0000-\u001f\u007f]/.test(value), loyaltyMessages.program);
const balance = z.number({ error: loyaltyMessages.balance }).int(loyaltyMessages.balance).min(0, loyaltyMessages.balance).max(MAX_BALANCE, loyaltyMessages.balance);

export const createLoyaltySchema = z.object({ program, balance }, { error: loyaltyMessages.body });
export type CreateLoyaltyInput = z.infer<typeof createLoyaltySchema>;

export const updateLoyaltySchema = z
  .object({ program: program.optional(), balance: balance.optional() }, { error: loyaltyMessages.body })
  .refine((value) => value.program !== undefined || value.balance !== undefined, loyaltyMessages.empty);
export type UpdateLoyaltyInput = z.infer<typeof updateLoyaltySchema>;

/** The same payload from a plain HTML form (balance as text, thousands separators allowed). */
export function loyaltyInputFromForm(form: FormData): { program?: string; balance?: number } {
  const programValue = form.get("program");
  const balanceValue = form.get("balance");
  const digits = typeof balanceValue === "string" ? balanceValue.replace(/[\s,._'’]/g, "") : "";
  return {
    ...(typeof programValue === "string" ? { program: programValue } : {}),
    ...(typeof balanceValue === "string" ? { balance: /^\d{1,12}$/.test(digits) ? Number(digits) : Number.NaN } : {}),
  };
}

export type LoyaltyAccountView = { id: string; program: string; balance: number; createdAt: string; updatedAt: string };
