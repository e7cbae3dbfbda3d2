import "server-only";
import { AppError } from "@/lib/api/errors";
import { db } from "@/lib/db";
import { Prisma, type AuthTokenPurpose } from "@/lib/generated/prisma/client";
import { existingAccountMail, passwordResetMail, verificationMail } from "@/lib/mail/templates";
import { trySendMail } from "@/lib/mail/transport";
import { isEmailIdentifier, normalizeEmail, normalizeUsername } from "./normalize";
import { authErrors } from "./api-messages";
import { hashPassword, verifyAgainstDummy, verifyPassword } from "./password";
import { toPublicUser, type SessionUser } from "./queries";
import {
  displayName,
  type ChangePasswordInput,
  type DeleteAccountInput,
  type PreferencesInput,
} from "./schema";
import { encodeSession } from "./session";
import { createRawToken, hashToken, RESET_TOKEN_TTL_MS, VERIFY_TOKEN_TTL_MS } from "./tokens";

// Inputs reaching the service are already parsed by the zod schemas of ./schema (normalised
// usernames and e-mails), so the service only enforces the rules.

/** Mints the session cookie value for a user (the current session version). */
export function issueSession(user: Pick<SessionUser, "id" | "sessionVersion">): Promise<string> {
  return encodeSession({ sub: user.id, sv: user.sessionVersion });
}

function stripHash<T extends { passwordHash: string }>(user: T): Omit<T, "passwordHash"> {
  const { passwordHash: _hash, ...rest } = user;
  void _hash;
  return rest;
}

function uniqueViolation(error: unknown): string | null {
  if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") {
    const target = JSON.stringify(error.meta ?? {});
    return target.includes("email") ? authErrors.emailTaken : authErrors.usernameTaken;
  }
  return null;
}

async function assertAvailable({ username, email, exceptUserId }: { username?: string; email?: string; exceptUserId?: string }) {
  const clash = await db().user.findFirst({
    where: { OR: [...(username ? [{ username }] : []), ...(email ? [{ email }] : [])], NOT: exceptUserId ? { id: exceptUserId } : undefined },
    select: { username: true, email: true },
  });
  if (!clash) return;
  throw new AppError("conflict", { message: clash.username === username ? authErrors.usernameTaken : authErrors.emailTaken });
}

/** Creates a one-time token of `purpose` (earlier unused ones of the same purpose stop working). */
async function createToken(userId: string, email: string, purpose: AuthTokenPurpose): Promise<string> {
  const token = createRawToken();
  const ttl = purpose === "reset_password" ? RESET_TOKEN_TTL_MS : VERIFY_TOKEN_TTL_MS;
  await db().$transaction([
    db().authToken.deleteMany({ where: { userId, purpose, usedAt: null } }),
    db().authToken.create({ data: { userId, email, purpose, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + ttl) } }),
  ]);
  return token;
}

/**
 * Marks a token used and returns it, atomically: of two concurrent uses only one succeeds.
 * Unknown, used, expired and wrong-purpose tokens all get the same answer.
 */
async function consumeToken(token: string, purpose: AuthTokenPurpose) {
  const tokenHash = hashToken(token);
  const claimed = await db().authToken.updateMany({
    where: { tokenHash, purpose, usedAt: null, expiresAt: { gt: new Date() } },
    data: { usedAt: new Date() },
  });
  if (claimed.count !== 1) throw new AppError("bad_request", { message: authErrors.invalidToken });
  const record = await db().authToken.findUnique({ where: { tokenHash } });
  if (!record) throw new AppError("bad_request", { message: authErrors.invalidToken });
  return record;
}

type MailContext = { locale?: string | null; origin?: string };

async function sendVerification(user: Pick<SessionUser, "id" | "email" | "name" | "username" | "preferredLanguage">, { locale, origin }: MailContext = {}) {
  const token = await createToken(user.id, user.email, "verify_email");
  const mail = await verificationMail({ to: user.email, name: displayName(user), locale: user.preferredLanguage ?? locale ?? null, token, origin });
  return trySendMail(mail);
}

export type RegisterResult = { created: SessionUser | null; mailSent: boolean };

/**
 * Registers, answering alike for a new and a known e-mail (no account hints): a new e-mail gets
 * an account (role user, free plan: never from the request) and a verification link; a known one
 * gets an e-mail telling its owner they already have an account. A taken username is still
 * refused ('Username already exists': a username is chosen, so saying so is expected;
 * docs/features/accounts.md).
 */
export async function registerUser(input: { username: string; email: string; password: string; name?: string }, context: MailContext = {}): Promise<RegisterResult> {
  await assertAvailable({ username: input.username });
  const owner = await db().user.findUnique({ where: { email: input.email } });
  const passwordHash = await hashPassword(input.password);
  if (owner) {
    const mail = await existingAccountMail({ to: owner.email, name: displayName(owner), locale: owner.preferredLanguage ?? context.locale ?? null, origin: context.origin });
    return { created: null, mailSent: await trySendMail(mail) };
  }
  let created;
  try {
    created = await db().user.create({
      data: {
        username: input.username,
        email: input.email,
        name: input.name || null,
        passwordHash,
        preferredLanguage: context.locale ?? null,
      },
    });
  } catch (error) {
    const message = uniqueViolation(error);
    // Two registrations of one new e-mail at once: the second answers like any known e-mail.
    if (message === authErrors.emailTaken) return { created: null, mailSent: false };
    if (message) throw new AppError("conflict", { message });
    throw error;
  }
  const user = stripHash(created);
  const mailSent = await sendVerification(user, context);
  return { created: user, mailSent };
}

/**
 * Checks an identifier (username or e-mail) and password. Unknown accounts and wrong passwords
 * get the same error after the same amount of work (a dummy Argon2 verification).
 */
export async function authenticate({ identifier, password }: { identifier: string; password: string }): Promise<SessionUser> {
  const where = isEmailIdentifier(identifier) ? { email: normalizeEmail(identifier) } : { username: normalizeUsername(identifier) };
  const user = await db().user.findUnique({ where });
  const ok = user ? await verifyPassword(user.passwordHash, password) : await verifyAgainstDummy(password);
  if (!user || !ok) throw new AppError("unauthorized", { message: authErrors.invalidCredentials });
  return stripHash(user);
}

/** Ends every session of the user (the cookie's session version no longer matches). */
export async function endSessions(userId: string): Promise<void> {
  await db().user.updateMany({ where: { id: userId }, data: { sessionVersion: { increment: 1 } } });
}

/** Sends a reset link when the address belongs to an account; the caller answers the same either way. */
export async function requestPasswordReset(email: string, { origin }: MailContext = {}): Promise<void> {
  const user = await db().user.findUnique({ where: { email: normalizeEmail(email) } });
  if (!user) {
    // Same work as a real request, so timing does not tell whether the address is registered.
    createRawToken();
    return;
  }
  const token = await createToken(user.id, user.email, "reset_password");
  await trySendMail(await passwordResetMail({ to: user.email, name: displayName(user), locale: user.preferredLanguage, token, origin }));
}

/** Sets a new password from a reset link; ends every existing session. */
export async function resetPassword({ token, password }: { token: string; password: string }): Promise<void> {
  const record = await consumeToken(token, "reset_password");
  const passwordHash = await hashPassword(password);
  await db().$transaction([
    db().user.update({ where: { id: record.userId }, data: { passwordHash, sessionVersion: { increment: 1 } } }),
    db().authToken.deleteMany({ where: { userId: record.userId, purpose: "reset_password", usedAt: null } }),
  ]);
}

/** Verifies the address a link was sent to (if it is still the account's address). */
export async function verifyEmail(token: string): Promise<SessionUser> {
  const record = await consumeToken(token, "verify_email");
  const user = await db().user.findUnique({ where: { id: record.userId } });
  if (!user || user.email !== record.email) throw new AppError("bad_request", { message: authErrors.invalidToken });
  const updated = await db().user.update({ where: { id: user.id }, data: { emailVerifiedAt: user.emailVerifiedAt ?? new Date() } });
  return stripHash(updated);
}

/**
 * Sends another verification e-mail to an unverified account: the signed-in user's, or the one
 * of the given address. Answers nothing about whether the address exists.
 */
export async function resendVerification({ actor, email, origin }: { actor: SessionUser | null; email?: string; origin?: string }): Promise<void> {
  const user = actor ?? (email ? await db().user.findUnique({ where: { email: normalizeEmail(email) } }) : null);
  if (!user || user.emailVerifiedAt) return;
  await sendVerification(user, { origin });
}

export async function updatePreferences(actor: SessionUser, input: PreferencesInput): Promise<SessionUser> {
  const updated = await db().user.update({ where: { id: actor.id }, data: { preferredLanguage: input.preferred_language } });
  return stripHash(updated);
}

/** Name, username and e-mail; a new e-mail must be verified again. */
export async function updateProfile(actor: SessionUser, input: { name?: string; username: string; email: string }): Promise<{ user: SessionUser; emailChanged: boolean }> {
  await assertAvailable({ username: input.username, email: input.email, exceptUserId: actor.id });
  const emailChanged = input.email !== actor.email;
  let updated;
  try {
    updated = await db().user.update({
      where: { id: actor.id },
      data: { name: input.name || null, username: input.username, email: input.email, ...(emailChanged ? { emailVerifiedAt: null } : {}) },
    });
  } catch (error) {
    const message = uniqueViolation(error);
    if (message) throw new AppError("conflict", { message });
    throw error;
  }
  const user = stripHash(updated);
  if (emailChanged) await sendVerification(user);
  return { user, emailChanged };
}

/** Changes the password and ends every other session; returns the user under the new session version. */
export async function changePassword(actor: SessionUser, input: ChangePasswordInput): Promise<SessionUser> {
  const current = await db().user.findUniqueOrThrow({ where: { id: actor.id } });
  if (!(await verifyPassword(current.passwordHash, input.current_password))) {
    throw new AppError("bad_request", { message: authErrors.wrongPassword });
  }
  const updated = await db().user.update({
    where: { id: actor.id },
    data: { passwordHash: await hashPassword(input.new_password), sessionVersion: { increment: 1 } },
  });
  return stripHash(updated);
}

/** Deletes the account (tokens cascade) after checking the password. */
export async function deleteAccount(actor: SessionUser, input: DeleteAccountInput): Promise<void> {
  const current = await db().user.findUniqueOrThrow({ where: { id: actor.id } });
  if (!(await verifyPassword(current.passwordHash, input.password))) {
    throw new AppError("bad_request", { message: authErrors.wrongPassword });
  }
  await db().user.delete({ where: { id: actor.id } });
}

/**
 * The first admin from ADMIN_EMAIL / ADMIN_PASSWORD: created, or the existing account of that
 * address promoted. Never duplicated; the password of an existing account is left alone.
 */
export async function ensureAdmin({ email, password }: { email: string; password: string }): Promise<"created" | "promoted" | "unchanged"> {
  const address = normalizeEmail(email);
  const existing = await db().user.findUnique({ where: { email: address } });
  if (existing) {
    if (existing.role === "admin") return "unchanged";
    await db().user.update({ where: { id: existing.id }, data: { role: "admin" } });
    return "promoted";
  }
  const base = normalizeUsername(address.split("@")[0] ?? "").replace(/[^\p{L}\p{N}._-]/gu, "").slice(0, 24) || "admin";
  let username = base.length >= 3 ? base : `${base}-admin`;
  for (let suffix = 2; await db().user.findUnique({ where: { username } }); suffix += 1) username = `${base}-${suffix}`;
  await db().user.create({
    data: { username, email: address, passwordHash: await hashPassword(password), role: "admin", emailVerifiedAt: new Date() },
  });
  return "created";
}

export { toPublicUser };
