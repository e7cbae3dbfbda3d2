// Companions of a trip: the API's payloads and messages. Safe on the client.
import { emailSchema } from "@/lib/auth/schema";
import { z } from "@/lib/zod";

export const COMPANION_ROLES = ["viewer", "editor"] as const;
export type CompanionRole = (typeof COMPANION_ROLES)[number];

/** Companions a Free owner may have on one trip (pending invitations count); Premium has no limit. */
export const FREE_COMPANIONS = 1;
/** How long an e-mailed invitation works. */
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export const companionMessages = {
  body: "Request body must be an object",
  email: "Please enter a valid email",
  role: "role must be viewer or editor",
  userId: "userId must be the id of a companion on this trip",
  token: "token is required",
  freeLimit: `The Free plan includes ${FREE_COMPANIONS} companion per trip. Upgrade to Premium to invite more people.`,
  alreadyOnTrip: "That person is already on this trip",
  selfInvite: "You are already on this trip",
  invitationInvalid: "This invitation link is not valid",
  invitationExpired: "This invitation has expired. Ask the trip's owner for a new one.",
  invitationUsed: "This invitation has already been used",
  invitationOtherEmail: "This invitation was sent to another e-mail address. Sign in with that address to accept it.",
  invitationNotFound: "Invitation not found",
  companionNotFound: "Companion not found",
  ownerCannotLeave: "The owner cannot leave the trip: transfer ownership first",
  notCompanion: "Ownership can only go to a companion on this trip",
  mailFailed: "The invitation was saved but the e-mail could not be sent. Try again later.",
} as const;

export const inviteSchema = z.object(
  {
    email: emailSchema,
    role: z.enum(COMPANION_ROLES, { error: companionMessages.role }),
  },
  { error: companionMessages.body },
);
export type InviteInput = z.infer<typeof inviteSchema>;

const uuid = z.string({ error: companionMessages.userId }).regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, companionMessages.userId);

export const transferSchema = z.object({ userId: uuid }, { error: companionMessages.body });

export const acceptSchema = z.object({ token: z.string({ error: companionMessages.token }).min(1, companionMessages.token).max(200, companionMessages.invitationInvalid) }, { error: companionMessages.body });

/** Where an invitation's link leads (the accept page). */
export const INVITATION_PATH = "/trip-invitation";
export const invitationPath = (token: string) => `${INVITATION_PATH}?token=${encodeURIComponent(token)}`;
