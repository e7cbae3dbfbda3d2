// What the account API answers (its English wording, docs/features/accounts.md), in a module with no server code:
// services and route handlers send these texts, and the account pages show them in the page's
// language by their key (lib/auth/message-keys.ts, messages' "ApiMessages").
import { accessErrors } from "@/lib/api/errors";

export const authErrors = {
  invalidCredentials: "Invalid username/email or password",
  usernameTaken: "Username already exists",
  emailTaken: "Email is already registered",
  invalidToken: "This link is invalid or has expired",
  wrongPassword: "Current password is incorrect",
  notSignedIn: accessErrors.notSignedIn,
  adminOnly: accessErrors.adminOnly,
  notFound: "Not found",
} as const;

/** The one answer to a reset request, whether or not the address has an account. */
export const RESET_REQUESTED_MESSAGE = "If an account exists for that email, a password reset link has been sent.";

/**
 * The one answer to a registration that passed validation, whether the e-mail was new (the
 * account is created, a verification link sent) or already had an account (its owner is told by
 * e-mail): the response gives no account hint (docs/security.md, Hostile and unusual input).
 */
export const REGISTERED_MESSAGE = "Check your inbox: we sent you an email to finish creating your account.";

/** Each text an account page may show, by its key in the "ApiMessages" messages. */
export const apiMessages = {
  invalidCredentials: authErrors.invalidCredentials,
  usernameTaken: authErrors.usernameTaken,
  emailTaken: authErrors.emailTaken,
  invalidToken: authErrors.invalidToken,
  wrongPassword: authErrors.wrongPassword,
  notSignedIn: authErrors.notSignedIn,
  adminOnly: authErrors.adminOnly,
  resetRequested: RESET_REQUESTED_MESSAGE,
  registered: REGISTERED_MESSAGE,
  rateLimited: accessErrors.rateLimited,
  unavailable: accessErrors.unavailable,
  internal: accessErrors.internal,
} as const;
