import "server-only";
// Companions of a trip: the owner invites people by e-mail as viewers or editors, removes them
// and hands the trip over; an invited person accepts the signed, one-use, 7-day link while
// signed in with the invited address. Everything answers 404 to anyone not on the trip
// (lib/itineraries/service.ts tripAccess), so a trip cannot be discovered by its id.
import { AppError } from "@/lib/api/errors";
import { UPGRADE_PATH } from "@/lib/billing/entitlements";
import { db } from "@/lib/db";
import { tripAccess, tripAccessAs, type TripRole } from "@/lib/itineraries/service";
import { sendMail } from "@/lib/mail/transport";
import { invitationMail } from "./mail";
import { companionMessages, FREE_COMPANIONS, INVITATION_TTL_MS, type CompanionRole, type InviteInput } from "./schema";
import { createInvitationToken, hashInvitationToken, isSignedInvitationToken } from "./token";

export type Person = { id: string; name: string };
export type Companion = Person & { role: CompanionRole; email?: string };
export type PendingInvitation = { id: string; email: string; role: CompanionRole; expiresAt: string };
export type TripPeople = {
  /** The asking user's role. */
  role: TripRole;
  owner: Person;
  companions: Companion[];
  /** Pending invitations (the owner sees them; others get an empty list). */
  invitations: PendingInvitation[];
  /** How many companions the owner's plan allows on this trip; null = unlimited. */
  limit: number | null;
};

const displayName = (user: { name: string | null; username: string }) => user.name?.trim() || user.username;
const asRole = (role: string): CompanionRole => (role === "editor" ? "editor" : "viewer");
const bad = (message: string, path?: string) => new AppError("bad_request", { message, ...(path ? { issues: [{ path, message }] } : {}) });

async function ownerIsPremium(ownerId: string): Promise<boolean> {
  const owner = await db().user.findUnique({ where: { id: ownerId }, select: { isPremiumUser: true } });
  return owner?.isPremiumUser ?? false;
}

/** The people on a trip, for anyone on it. */
export async function listTripPeople(userId: string, itineraryId: string): Promise<TripPeople> {
  const { row, role } = await tripAccess(userId, itineraryId);
  const [owner, companions, invitations, premium] = await Promise.all([
    db().user.findUniqueOrThrow({ where: { id: row.userId }, select: { id: true, name: true, username: true } }),
    db().tripCompanion.findMany({ where: { itineraryId }, orderBy: { createdAt: "asc" }, include: { user: { select: { id: true, name: true, username: true, email: true } } } }),
    role === "owner" ? db().tripInvitation.findMany({ where: { itineraryId, usedAt: null, expiresAt: { gt: new Date() } }, orderBy: { createdAt: "asc" } }) : Promise.resolve([]),
    ownerIsPremium(row.userId),
  ]);
  return {
    role,
    owner: { id: owner.id, name: displayName(owner) },
    companions: companions.map((c) => ({ id: c.user.id, name: displayName(c.user), role: asRole(c.role), ...(role === "owner" ? { email: c.user.email } : {}) })),
    invitations: invitations.map((i) => ({ id: i.id, email: i.email, role: asRole(i.role), expiresAt: i.expiresAt.toISOString() })),
    limit: premium ? null : FREE_COMPANIONS,
  };
}

/**
 * The owner invites someone: a signed link e-mailed to them, valid 7 days, used once. A newer
 * invitation to the same address replaces an unused older one. Free owners may have one
 * companion per trip, pending invitations included (402 with the upgrade link beyond).
 */
export async function inviteCompanion(userId: string, itineraryId: string, input: InviteInput, mail: { locale: string | null; origin?: string }): Promise<PendingInvitation> {
  const { row } = await tripAccessAs(userId, itineraryId, "owner");
  const inviter = await db().user.findUniqueOrThrow({ where: { id: userId }, select: { name: true, username: true, email: true } });
  if (inviter.email === input.email) throw bad(companionMessages.selfInvite, "email");
  const existing = await db().tripCompanion.findFirst({ where: { itineraryId, user: { email: input.email } } });
  if (existing) throw new AppError("conflict", { message: companionMessages.alreadyOnTrip, issues: [{ path: "email", message: companionMessages.alreadyOnTrip }] });
  const token = createInvitationToken();
  const now = new Date();
  const invitation = await db().$transaction(async (tx) => {
    // Serialises invitations to this trip, so two at once cannot both pass the Free limit.
    await tx.$executeRaw`SELECT 1 FROM itineraries WHERE id = ${itineraryId}::uuid FOR UPDATE`;
    await tx.tripInvitation.deleteMany({ where: { itineraryId, email: input.email, usedAt: null } });
    if (!(await ownerIsPremium(row.userId))) {
      const [companions, pending] = await Promise.all([tx.tripCompanion.count({ where: { itineraryId } }), tx.tripInvitation.count({ where: { itineraryId, usedAt: null, expiresAt: { gt: now } } })]);
      if (companions + pending >= FREE_COMPANIONS) throw new AppError("payment_required", { message: companionMessages.freeLimit, data: { upgrade_url: UPGRADE_PATH } });
    }
    return tx.tripInvitation.create({
      data: { itineraryId, invitedById: userId, email: input.email, role: input.role, tokenHash: hashInvitationToken(token), expiresAt: new Date(now.getTime() + INVITATION_TTL_MS) },
    });
  });
  try {
    await sendMail(await invitationMail({ to: input.email, inviter: displayName(inviter), trip: row.title, role: input.role, token, locale: mail.locale, origin: mail.origin }));
  } catch (error) {
    // No invitation without its e-mail: the owner can try again.
    await db().tripInvitation.delete({ where: { id: invitation.id } }).catch(() => undefined);
    console.error(`companions: could not send an invitation to ${input.email}:`, error instanceof Error ? error.message : error);
    throw new AppError("unavailable", { message: companionMessages.mailFailed });
  }
  return { id: invitation.id, email: invitation.email, role: asRole(invitation.role), expiresAt: invitation.expiresAt.toISOString() };
}

/** The owner withdraws a pending invitation (its link stops working). */
export async function revokeInvitation(userId: string, itineraryId: string, invitationId: string): Promise<void> {
  await tripAccessAs(userId, itineraryId, "owner");
  if (!/^[0-9a-f-]{36}$/i.test(invitationId)) throw new AppError("not_found", { message: companionMessages.invitationNotFound });
  const { count } = await db().tripInvitation.deleteMany({ where: { id: invitationId, itineraryId, usedAt: null } });
  if (count === 0) throw new AppError("not_found", { message: companionMessages.invitationNotFound });
}

/** The owner removes a companion, or a companion leaves (removes themselves). */
export async function removeCompanion(userId: string, itineraryId: string, companionId: string): Promise<void> {
  const { role } = await tripAccess(userId, itineraryId);
  if (companionId === userId && role === "owner") throw bad(companionMessages.ownerCannotLeave);
  if (companionId !== userId) await tripAccessAs(userId, itineraryId, "owner");
  if (!/^[0-9a-f-]{36}$/i.test(companionId)) throw new AppError("not_found", { message: companionMessages.companionNotFound });
  const { count } = await db().tripCompanion.deleteMany({ where: { itineraryId, userId: companionId } });
  if (count === 0) throw new AppError("not_found", { message: companionMessages.companionNotFound });
}

/** The owner hands the trip to a companion; the former owner stays on it as an editor. */
export async function transferOwnership(userId: string, itineraryId: string, newOwnerId: string): Promise<void> {
  await db().$transaction(async (tx) => {
    await tx.$executeRaw`SELECT 1 FROM itineraries WHERE id = ${itineraryId}::uuid FOR UPDATE`;
    await tripAccessAs(userId, itineraryId, "owner", tx);
    const { count } = await tx.tripCompanion.deleteMany({ where: { itineraryId, userId: newOwnerId } });
    if (count === 0) throw bad(companionMessages.notCompanion, "userId");
    await tx.itinerary.update({ where: { id: itineraryId }, data: { userId: newOwnerId } });
    await tx.tripCompanion.create({ data: { itineraryId, userId, role: "editor" } });
  });
}

type InvitationRow = { id: string; itineraryId: string; email: string; role: string; expiresAt: Date; usedAt: Date | null; itinerary: { title: string; userId: string }; invitedBy: { name: string | null; username: string } };

/** The invitation behind a link, checked: signature, existence, one use, expiry. */
async function validInvitation(token: string): Promise<InvitationRow> {
  if (!isSignedInvitationToken(token)) throw new AppError("not_found", { message: companionMessages.invitationInvalid });
  const invitation = await db().tripInvitation.findUnique({
    where: { tokenHash: hashInvitationToken(token) },
    include: { itinerary: { select: { title: true, userId: true } }, invitedBy: { select: { name: true, username: true } } },
  });
  if (!invitation) throw new AppError("not_found", { message: companionMessages.invitationInvalid });
  if (invitation.usedAt) throw new AppError("conflict", { message: companionMessages.invitationUsed });
  if (invitation.expiresAt <= new Date()) throw new AppError("bad_request", { message: companionMessages.invitationExpired });
  return invitation;
}

export type InvitationPreview = { trip: string; inviter: string; role: CompanionRole; email: string };

/** What the accept page shows before the invited person accepts (nothing is used up). */
export async function previewInvitation(token: string): Promise<InvitationPreview> {
  const invitation = await validInvitation(token);
  return { trip: invitation.itinerary.title, inviter: displayName(invitation.invitedBy), role: asRole(invitation.role), email: invitation.email };
}

/**
 * The signed-in person accepts: the link must be valid, unused and unexpired, and their account's
 * e-mail must be the invited address (a forwarded link does not admit someone else). Used once:
 * the first acceptance marks it, atomically.
 */
export async function acceptInvitation(user: { id: string; email: string }, token: string): Promise<{ itineraryId: string; role: CompanionRole }> {
  const invitation = await validInvitation(token);
  if (invitation.email !== user.email) throw new AppError("forbidden", { message: companionMessages.invitationOtherEmail });
  const role = asRole(invitation.role);
  await db().$transaction(async (tx) => {
    const { count } = await tx.tripInvitation.updateMany({ where: { id: invitation.id, usedAt: null }, data: { usedAt: new Date() } });
    if (count === 0) throw new AppError("conflict", { message: companionMessages.invitationUsed });
    // The owner accepting an invitation to their own trip stays its owner.
    if (invitation.itinerary.userId === user.id) return;
    await tx.tripCompanion.upsert({ where: { itineraryId_userId: { itineraryId: invitation.itineraryId, userId: user.id } }, create: { itineraryId: invitation.itineraryId, userId: user.id, role }, update: { role } });
  });
  return { itineraryId: invitation.itineraryId, role };
}

/** The plan's version, for the open pages' polling (a few bytes every few seconds). */
export async function tripVersion(userId: string, itineraryId: string): Promise<{ version: number; updatedAt: string }> {
  const { row } = await tripAccess(userId, itineraryId);
  return { version: row.version, updatedAt: row.updatedAt.toISOString() };
}
