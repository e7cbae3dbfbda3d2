// Why the companions section's forms sent the person back (its `companions` query parameter),
// each a key of the Companions messages.
import { isAppError } from "@/lib/api/errors";
import { companionMessages } from "./schema";

export const COMPANION_FORM_ERRORS = ["email", "role", "limit", "already", "self", "mail", "busy", "invalid"] as const;
export type CompanionFormError = (typeof COMPANION_FORM_ERRORS)[number];

export function companionFormErrorParam(value: unknown): CompanionFormError | null {
  return typeof value === "string" && (COMPANION_FORM_ERRORS as readonly string[]).includes(value) ? (value as CompanionFormError) : null;
}

/** The message key for a refusal of the service. */
export function companionFormError(error: unknown): CompanionFormError {
  if (!isAppError(error)) return "invalid";
  if (error.code === "payment_required") return "limit";
  if (error.code === "rate_limited") return "busy";
  if (error.code === "unavailable") return "mail";
  if (error.message === companionMessages.alreadyOnTrip) return "already";
  if (error.message === companionMessages.selfInvite) return "self";
  return "invalid";
}

export const companionErrorKey = {
  email: "errorEmail",
  role: "errorRole",
  limit: "errorLimit",
  already: "errorAlready",
  self: "errorSelf",
  mail: "errorMail",
  busy: "errorBusy",
  invalid: "errorInvalid",
} as const satisfies Record<CompanionFormError, string>;
