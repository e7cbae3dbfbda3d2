/** @jest-environment node */
// Companions of a trip against the real test database and a real SMTP server: e-mailed, signed,
// one-use invitations; the owner, editor, viewer, stranger and signed-out visitor on every route;
// versioned changes (409 with the current plan); removal, leaving and ownership transfer; the
// Free plan's one companion; bad input of every kind.
import { db } from "@/lib/db";
import { GET as listRoute, POST as createRoute } from "@/app/api/itineraries/route";
import { DELETE as deleteRoute, GET as readRoute, PATCH as patchRoute } from "@/app/api/itineraries/[id]/route";
import { DELETE as unshareRoute, POST as shareRoute } from "@/app/api/itineraries/[id]/share/route";
import { GET as exportRoute } from "@/app/api/itineraries/[id]/export/route";
import { GET as peopleRoute } from "@/app/api/itineraries/[id]/companions/route";
import { DELETE as removeRoute } from "@/app/api/itineraries/[id]/companions/[userId]/route";
import { POST as inviteRoute } from "@/app/api/itineraries/[id]/invitations/route";
import { DELETE as revokeRoute } from "@/app/api/itineraries/[id]/invitations/[invitationId]/route";
import { POST as ownerRoute } from "@/app/api/itineraries/[id]/owner/route";
import { GET as versionRoute } from "@/app/api/itineraries/[id]/version/route";
import { POST as acceptRoute } from "@/app/api/trip-invitations/accept/route";
import type { Itinerary, ItinerarySummary } from "@/lib/itineraries/service";
import { call, freshAddress } from "../support/api";
import { callWith, signedUp } from "../support/saved";
import { startSmtpServer } from "../support/smtp";

type User = Awaited<ReturnType<typeof signedUp>>;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let owner: User;
let editor: User;
let viewer: User;
let stranger: User;
let freeOwner: User;
const users: User[] = [];

const newUser = async (prefix: string) => {
  const user = await signedUp(prefix);
  users.push(user);
  return user;
};

const plan = (title: string) => ({ title, days: [{ notes: "Arrive", stops: [{ name: "Old town walk", minutes: 90 }] }, { stops: [{ name: "Harbour", minutes: 60 }] }] });
const create = async (who: User, title: string) => (await call(createRoute, { path: "/api/itineraries", cookie: who.cookie, body: plan(title) })).json.itinerary as Itinerary;
const list = (cookie: string | null) => call(listRoute, { method: "GET", path: "/api/itineraries", cookie });
const read = (cookie: string | null, id: string) => callWith(readRoute, { id }, { method: "GET", path: `/api/itineraries/${id}`, cookie });
const patch = (cookie: string | null, id: string, body: unknown, extra: object = {}) => callWith(patchRoute, { id }, { method: "PATCH", path: `/api/itineraries/${id}`, cookie, body, ...extra });
const remove = (cookie: string | null, id: string) => callWith(deleteRoute, { id }, { method: "DELETE", path: `/api/itineraries/${id}`, cookie });
const share = (cookie: string | null, id: string) => callWith(shareRoute, { id }, { path: `/api/itineraries/${id}/share`, cookie });
const unshare = (cookie: string | null, id: string) => callWith(unshareRoute, { id }, { method: "DELETE", path: `/api/itineraries/${id}/share`, cookie });
const exportIcs = (cookie: string | null, id: string) => callWith(exportRoute, { id }, { method: "GET", path: `/api/itineraries/${id}/export?format=gpx`, cookie });
const people = (cookie: string | null, id: string) => callWith(peopleRoute, { id }, { method: "GET", path: `/api/itineraries/${id}/companions`, cookie });
const version = (cookie: string | null, id: string) => callWith(versionRoute, { id }, { method: "GET", path: `/api/itineraries/${id}/version`, cookie });
const invite = (cookie: string | null, id: string, body: unknown, extra: object = {}) => callWith(inviteRoute, { id }, { path: `/api/itineraries/${id}/invitations`, cookie, body, address: freshAddress(), ...extra });
const revoke = (cookie: string | null, id: string, invitationId: string) => callWith(revokeRoute, { id, invitationId }, { method: "DELETE", path: `/api/itineraries/${id}/invitations/${invitationId}`, cookie });
const removeCompanion = (cookie: string | null, id: string, userId: string) => callWith(removeRoute, { id, userId }, { method: "DELETE", path: `/api/itineraries/${id}/companions/${userId}`, cookie });
const transfer = (cookie: string | null, id: string, body: unknown, extra: object = {}) => callWith(ownerRoute, { id }, { path: `/api/itineraries/${id}/owner`, cookie, body, ...extra });
const accept = (cookie: string | null, body: unknown, extra: object = {}) => call(acceptRoute, { path: "/api/trip-invitations/accept", cookie, body, address: freshAddress(), ...extra });
const idsOf = (res: { json: Record<string, unknown> }) => (res.json.itineraries as ItinerarySummary[]).map((i) => i.id);

/** The token of the invitation link in the last message to `to`. */
function invitationToken(to: string): string {
  const token = smtp.lastTo(to)?.match(/\/trip-invitation\?token=([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)/)?.[1];
  if (!token) throw new Error(`No invitation link in the last message to ${to}`);
  return token;
}

/** Invites `who` to the trip and accepts as them; answers the token used. */
async function join(tripOwner: User, id: string, who: User, role: "viewer" | "editor"): Promise<string> {
  const invited = await invite(tripOwner.cookie, id, { email: who.email, role });
  expect(invited.status).toBe(201);
  const token = invitationToken(who.email);
  const accepted = await accept(who.cookie, { token });
  expect(accepted.status).toBe(200);
  expect(accepted.json).toEqual({ itineraryId: id, role });
  return token;
}

beforeAll(async () => {
  smtp = await startSmtpServer();
  process.env.SMTP_URL = smtp.url;
  owner = await newUser("tripboss");
  editor = await newUser("tripeditor");
  viewer = await newUser("tripviewer");
  stranger = await newUser("tripstranger");
  freeOwner = await newUser("tripfree");
  await db().user.update({ where: { id: owner.id }, data: { isPremiumUser: true } });
});

afterAll(async () => {
  delete process.env.SMTP_URL;
  await db().user.deleteMany({ where: { id: { in: users.map((u) => u.id) } } });
  await smtp.close();
  await db().$disconnect();
});

describe("signed-out visitors", () => {
  it("get 401 from every companions route", async () => {
    const id = "00000000-0000-4000-8000-000000000000";
    for (const res of [
      await people(null, id),
      await version(null, id),
      await invite(null, id, { email: "a@example.com", role: "viewer" }),
      await revoke(null, id, id),
      await removeCompanion(null, id, id),
      await transfer(null, id, { userId: id }),
      await accept(null, { token: "x" }),
    ]) {
      expect(res.status).toBe(401);
      expect(res.json).toMatchObject({ message: "Not authenticated", code: "unauthorized" });
    }
  });
});

describe("a shared trip: owner, editor, viewer and stranger", () => {
  let id: string;
  beforeAll(async () => {
    id = (await create(owner, "Lisbon with friends")).id;
    await join(owner, id, editor, "editor");
    await join(owner, id, viewer, "viewer");
  });

  it("e-mails a link that names the inviter, the trip and the role", () => {
    const mail = smtp.lastTo(viewer.email)!;
    expect(mail).toContain("Lisbon with friends");
    expect(mail).toMatch(/as a viewer/);
    expect(mail).toContain("/trip-invitation?token=");
  });

  it("lists the trip in every member's trips with their role, not in the stranger's", async () => {
    for (const [who, role] of [[owner, "owner"], [editor, "editor"], [viewer, "viewer"]] as const) {
      const res = await list(who.cookie);
      expect(idsOf(res)).toContain(id);
      expect((res.json.itineraries as ItinerarySummary[]).find((trip) => trip.id === id)?.role).toBe(role);
    }
    expect(idsOf(await list(stranger.cookie))).not.toContain(id);
  });

  it("lets every member read the trip, its version, its exports and its people", async () => {
    for (const [who, role] of [[owner, "owner"], [editor, "editor"], [viewer, "viewer"]] as const) {
      const res = await read(who.cookie, id);
      expect(res.status).toBe(200);
      expect(res.json.itinerary).toMatchObject({ id, role, version: 1 });
      expect((await version(who.cookie, id)).json).toMatchObject({ version: 1 });
      expect((await exportIcs(who.cookie, id)).status).toBe(200);
      const list = await people(who.cookie, id);
      expect(list.status).toBe(200);
      expect(list.json).toMatchObject({ role, owner: { id: owner.id }, limit: null });
      expect((list.json.companions as Array<{ id: string; role: string }>).map((c) => [c.id, c.role])).toEqual([
        [editor.id, "editor"],
        [viewer.id, "viewer"],
      ]);
    }
  });

  it("shows companions' e-mails to the owner only", async () => {
    const asOwner = (await people(owner.cookie, id)).json.companions as Array<{ email?: string }>;
    expect(asOwner.map((c) => c.email)).toEqual([editor.email, viewer.email]);
    const asViewer = (await people(viewer.cookie, id)).json.companions as Array<{ email?: string }>;
    expect(asViewer.every((c) => c.email === undefined)).toBe(true);
  });

  it("answers 404 to the stranger on every route, and changes nothing", async () => {
    for (const res of [
      await read(stranger.cookie, id),
      await patch(stranger.cookie, id, { notes: "Mine" }),
      await remove(stranger.cookie, id),
      await share(stranger.cookie, id),
      await unshare(stranger.cookie, id),
      await exportIcs(stranger.cookie, id),
      await people(stranger.cookie, id),
      await version(stranger.cookie, id),
      await invite(stranger.cookie, id, { email: stranger.email, role: "editor" }),
      await revoke(stranger.cookie, id, "00000000-0000-4000-8000-000000000000"),
      await removeCompanion(stranger.cookie, id, viewer.id),
      await transfer(stranger.cookie, id, { userId: stranger.id }),
    ]) {
      expect(res.status).toBe(404);
      expect(res.json).toMatchObject({ message: "Itinerary not found", code: "not_found" });
    }
    expect((await read(owner.cookie, id)).json.itinerary).toMatchObject({ version: 1, notes: null });
  });

  it("refuses the viewer's changes and the non-owners' management with 403, changing nothing", async () => {
    const viewerEdit = await patch(viewer.cookie, id, { notes: "Viewer was here" });
    expect(viewerEdit.status).toBe(403);
    expect(viewerEdit.json.message).toBe("Viewers can read this trip but not change it");
    for (const who of [editor, viewer]) {
      for (const res of [await remove(who.cookie, id), await share(who.cookie, id), await unshare(who.cookie, id), await invite(who.cookie, id, { email: stranger.email, role: "viewer" }), await transfer(who.cookie, id, { userId: who.id }), await revoke(who.cookie, id, "00000000-0000-4000-8000-000000000000")]) {
        expect(res.status).toBe(403);
        expect(res.json.message).toBe("Only the trip's owner can do this");
      }
    }
    expect((await removeCompanion(viewer.cookie, id, editor.id)).status).toBe(403);
    expect((await read(owner.cookie, id)).json.itinerary).toMatchObject({ version: 1, notes: null, title: "Lisbon with friends" });
  });

  it("saves the editor's change with a new version, and answers 409 with the current plan to a change on the old version", async () => {
    const first = await patch(editor.cookie, id, { version: 1, notes: "Editor: book the tram tour" });
    expect(first.status).toBe(200);
    expect(first.json.itinerary).toMatchObject({ version: 2, notes: "Editor: book the tram tour", role: "editor" });
    const stale = await patch(owner.cookie, id, { version: 1, days: [{ stops: [{ name: "Belém tower" }] }] });
    expect(stale.status).toBe(409);
    expect(stale.json).toMatchObject({ code: "conflict", message: "This trip was changed by someone else since you opened it. Review the changes, then apply yours again." });
    expect(stale.json.itinerary).toMatchObject({ version: 2, notes: "Editor: book the tram tour" });
    expect((stale.json.itinerary as Itinerary).days[0]!.stops[0]!.name).toBe("Old town walk");
    const again = await patch(owner.cookie, id, { version: 2, days: [{ stops: [{ name: "Belém tower" }] }] });
    expect(again.status).toBe(200);
    expect(again.json.itinerary).toMatchObject({ version: 3, notes: "Editor: book the tram tour" });
    expect((await version(viewer.cookie, id)).json.version).toBe(3);
  });

  it("refuses a version that is not a positive whole number", async () => {
    for (const bad of ["3", 0, -1, 1.5, null]) {
      const res = await patch(editor.cookie, id, { version: bad, notes: "x" });
      expect(res.status).toBe(400);
      expect(res.json.message).toBe("version must be a positive whole number");
    }
    const alone = await patch(editor.cookie, id, { version: 3 });
    expect(alone.status).toBe(400);
    expect(alone.json.message).toBe("Nothing to update");
    expect((await version(owner.cookie, id)).json.version).toBe(3);
  });

  it("lets a companion leave, and then answers them 404", async () => {
    const other = await newUser("tripleaver");
    await join(owner, id, other, "viewer");
    expect((await removeCompanion(other.cookie, id, other.id)).status).toBe(200);
    expect((await read(other.cookie, id)).status).toBe(404);
    expect(idsOf(await list(other.cookie))).not.toContain(id);
  });

  it("does not let the owner leave without handing the trip over", async () => {
    const res = await removeCompanion(owner.cookie, id, owner.id);
    expect(res.status).toBe(400);
    expect(res.json.message).toBe("The owner cannot leave the trip: transfer ownership first");
  });

  it("lets the owner remove a companion, who then gets 404", async () => {
    expect((await removeCompanion(owner.cookie, id, viewer.id)).status).toBe(200);
    expect((await read(viewer.cookie, id)).status).toBe(404);
    expect((await removeCompanion(owner.cookie, id, viewer.id)).json).toMatchObject({ message: "Companion not found", code: "not_found" });
  });

  it("hands ownership to a companion; the former owner stays on as an editor", async () => {
    const refused = await transfer(owner.cookie, id, { userId: stranger.id });
    expect(refused.status).toBe(400);
    expect(refused.json.message).toBe("Ownership can only go to a companion on this trip");
    expect((await transfer(owner.cookie, id, { userId: editor.id })).status).toBe(200);
    expect((await read(editor.cookie, id)).json.itinerary).toMatchObject({ role: "owner" });
    expect((await read(owner.cookie, id)).json.itinerary).toMatchObject({ role: "editor" });
    expect((await remove(owner.cookie, id)).status).toBe(403);
    expect((await patch(owner.cookie, id, { notes: "Still editing" })).status).toBe(200);
    // The new owner manages it now, and may delete it.
    expect((await remove(editor.cookie, id)).status).toBe(200);
    expect((await read(owner.cookie, id)).status).toBe(404);
  });
});

describe("invitations", () => {
  let id: string;
  beforeAll(async () => {
    id = (await create(owner, "Invitation checks")).id;
  });

  const invitee = async (prefix: string) => {
    const who = await newUser(prefix);
    expect((await invite(owner.cookie, id, { email: who.email, role: "viewer" })).status).toBe(201);
    return { who, token: invitationToken(who.email) };
  };

  it("refuses a reused link with 409", async () => {
    const { who, token } = await invitee("inviteonce");
    expect((await accept(who.cookie, { token })).status).toBe(200);
    const again = await accept(who.cookie, { token });
    expect(again.status).toBe(409);
    expect(again.json.message).toBe("This invitation has already been used");
  });

  it("refuses an expired link with 400, and admits nobody", async () => {
    const { who, token } = await invitee("inviteold");
    await db().tripInvitation.updateMany({ where: { itineraryId: id, email: who.email }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const res = await accept(who.cookie, { token });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe("This invitation has expired. Ask the trip's owner for a new one.");
    expect((await read(who.cookie, id)).status).toBe(404);
  });

  it("is valid for 7 days", async () => {
    const { who } = await invitee("invitettl");
    const row = await db().tripInvitation.findFirstOrThrow({ where: { itineraryId: id, email: who.email } });
    expect(Math.round((row.expiresAt.getTime() - row.createdAt.getTime()) / 3_600_000)).toBe(7 * 24);
  });

  it("refuses a tampered, unsigned or malformed link with 404", async () => {
    const { who, token } = await invitee("invitetamper");
    const [random, signature] = token.split(".") as [string, string];
    const flip = (text: string) => text.slice(0, -2) + (text.at(-2) === "A" ? "B" : "A") + text.at(-1);
    for (const bad of [`${flip(random)}.${signature}`, `${random}.${flip(signature)}`, random, `${"A".repeat(43)}.${"A".repeat(43)}`, "not a token", "x".repeat(200)]) {
      const res = await accept(who.cookie, { token: bad });
      expect(res.status).toBe(404);
      expect(res.json.message).toBe("This invitation link is not valid");
    }
    expect((await read(who.cookie, id)).status).toBe(404);
    // The real link still works.
    expect((await accept(who.cookie, { token })).status).toBe(200);
  });

  it("admits only the invited address: a forwarded link is refused", async () => {
    const { who, token } = await invitee("inviteforward");
    const res = await accept(stranger.cookie, { token });
    expect(res.status).toBe(403);
    expect(res.json.message).toBe("This invitation was sent to another e-mail address. Sign in with that address to accept it.");
    expect((await read(stranger.cookie, id)).status).toBe(404);
    expect((await accept(who.cookie, { token })).status).toBe(200);
  });

  it("stops working once the owner withdraws it", async () => {
    const { who, token } = await invitee("invitewithdrawn");
    const pending = (await people(owner.cookie, id)).json.invitations as Array<{ id: string; email: string }>;
    const invitation = pending.find((i) => i.email === who.email)!;
    expect((await revoke(owner.cookie, id, invitation.id)).status).toBe(200);
    expect((await revoke(owner.cookie, id, invitation.id)).status).toBe(404);
    expect((await accept(who.cookie, { token })).status).toBe(404);
  });

  it("refuses inviting someone already on the trip, and the owner", async () => {
    const { who, token } = await invitee("invitetwice");
    await accept(who.cookie, { token });
    const twice = await invite(owner.cookie, id, { email: who.email, role: "editor" });
    expect(twice.status).toBe(409);
    expect(twice.json.message).toBe("That person is already on this trip");
    const self = await invite(owner.cookie, id, { email: owner.email, role: "editor" });
    expect(self.status).toBe(400);
    expect(self.json.message).toBe("You are already on this trip");
  });

  it.each([
    ["a missing e-mail", { role: "viewer" }, "Please enter a valid email"],
    ["an e-mail that is a number", { email: 42, role: "viewer" }, "Please enter a valid email"],
    ["an e-mail that is not one", { email: "friend", role: "viewer" }, "Please enter a valid email"],
    ["a missing role", { email: "friend@example.com" }, "role must be viewer or editor"],
    ["an unknown role", { email: "friend@example.com", role: "owner" }, "role must be viewer or editor"],
    ["an array body", [{ email: "friend@example.com", role: "viewer" }], "Request body must be an object"],
  ])("refuses an invitation with %s (400)", async (_case, body, message) => {
    const res = await invite(owner.cookie, id, body);
    expect(res.status).toBe(400);
    expect(res.json.message).toBe(message);
  });

  it.each([
    ["malformed JSON", { raw: '{"email": ' }, 400],
    ["an oversized body", { raw: JSON.stringify({ email: "a@example.com", role: "viewer", pad: "x".repeat(101 * 1024) }) }, 413],
    ["a form body", { raw: "email=a@example.com", headers: { "content-type": "application/x-www-form-urlencoded" } }, 415],
    ["a cross-site request", { body: {}, headers: { origin: "https://evil.example", "sec-fetch-site": "cross-site" } }, 403],
  ])("refuses %s on every body-taking route", async (_case, options, status) => {
    expect((await invite(owner.cookie, id, undefined, options)).status).toBe(status);
    expect((await transfer(owner.cookie, id, undefined, options)).status).toBe(status);
    expect((await accept(owner.cookie, undefined, options)).status).toBe(status);
  });

  it.each([
    ["a missing userId", {}, "userId must be the id of a companion on this trip"],
    ["a userId that is a number", { userId: 7 }, "userId must be the id of a companion on this trip"],
    ["a userId that is not a UUID", { userId: "someone" }, "userId must be the id of a companion on this trip"],
  ])("refuses a transfer with %s (400)", async (_case, body, message) => {
    const res = await transfer(owner.cookie, id, body);
    expect(res.status).toBe(400);
    expect(res.json.message).toBe(message);
  });

  it.each([
    ["a missing token", {}, "token is required"],
    ["a token that is a number", { token: 42 }, "token is required"],
    ["an oversized token", { token: "x".repeat(201) }, "This invitation link is not valid"],
  ])("refuses an acceptance with %s (400)", async (_case, body, message) => {
    const res = await accept(owner.cookie, body);
    expect(res.status).toBe(400);
    expect(res.json.message).toBe(message);
  });
});

describe("the Free plan", () => {
  it("allows one companion per trip, pending invitations included; Premium has no limit", async () => {
    const id = (await create(freeOwner, "Free trip")).id;
    const first = await newUser("freefirst");
    const second = await newUser("freesecond");
    expect((await invite(freeOwner.cookie, id, { email: first.email, role: "editor" })).status).toBe(201);
    const refused = await invite(freeOwner.cookie, id, { email: second.email, role: "viewer" });
    expect(refused.status).toBe(402);
    expect(refused.json).toEqual({ message: "The Free plan includes 1 companion per trip. Upgrade to Premium to invite more people.", code: "payment_required", upgrade_url: "/subscription" });
    expect(smtp.messages.some((mail) => mail.to.includes(second.email) && mail.raw.includes("/trip-invitation"))).toBe(false);
    // Accepted, the one companion still fills the place.
    expect((await accept(first.cookie, { token: invitationToken(first.email) })).status).toBe(200);
    expect((await invite(freeOwner.cookie, id, { email: second.email, role: "viewer" })).status).toBe(402);
    expect((await people(freeOwner.cookie, id)).json.limit).toBe(1);
    // Removing them frees the place again.
    expect((await removeCompanion(freeOwner.cookie, id, first.id)).status).toBe(200);
    expect((await invite(freeOwner.cookie, id, { email: second.email, role: "viewer" })).status).toBe(201);
    // Premium: as many as they like.
    await db().user.update({ where: { id: freeOwner.id }, data: { isPremiumUser: true } });
    for (const email of ["p1@example.com", "p2@example.com", "p3@example.com"]) expect((await invite(freeOwner.cookie, id, { email, role: "viewer" })).status).toBe(201);
    expect((await people(freeOwner.cookie, id)).json.limit).toBeNull();
  });
});
