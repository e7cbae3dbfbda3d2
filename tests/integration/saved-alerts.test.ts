/** @jest-environment node */
// Price alerts against the real test database and a real SMTP server: owner scoping of every
// route, validation, the free plan's 3 active alerts, matching after ingestion (one e-mail per
// alert and deal, in the alert's language), and the signed one-click unsubscribe.
import { db } from "@/lib/db";
import { GET as listAlerts, POST as createAlert } from "@/app/api/price-alerts/route";
import { DELETE as deleteAlert, PATCH as updateAlert } from "@/app/api/price-alerts/[id]/route";
import { GET as unsubscribeGet, POST as unsubscribePost } from "@/app/api/price-alerts/unsubscribe/route";
import { matchPriceAlerts } from "@/lib/saved/alert-matching";
import { createUnsubscribeToken } from "@/lib/saved/unsubscribe-token";
import { call } from "../support/api";
import { callWith, feedPartner, ingestDeals, removePartner, signedUp } from "../support/saved";
import { startSmtpServer } from "../support/smtp";

type Smtp = Awaited<ReturnType<typeof startSmtpServer>>;
type User = Awaited<ReturnType<typeof signedUp>>;

const partner = feedPartner("saved-alerts-partner");
let smtp: Smtp;

const create = (cookie: string | null, body: unknown, extra: object = {}) => call(createAlert, { path: "/api/price-alerts", cookie, body, ...extra });
const list = (cookie: string | null) => call(listAlerts, { method: "GET", path: "/api/price-alerts", cookie });
const patch = (cookie: string | null, id: string | number, body: unknown) => callWith(updateAlert, { id: String(id) }, { method: "PATCH", path: `/api/price-alerts/${id}`, cookie, body });
const remove = (cookie: string | null, id: string | number) => callWith(deleteAlert, { id: String(id) }, { method: "DELETE", path: `/api/price-alerts/${id}`, cookie });
const alertRow = (id: number) => db().priceAlert.findUnique({ where: { id } });
/** Price-alert mails to `to` (verification mails left out), quoted-printable soft breaks undone. */
const alertMailsTo = (to: string) => smtp.messages.filter((mail) => mail.to.includes(to) && /^List-Unsubscribe:/m.test(mail.raw));
const mailsTo = (to: string) => alertMailsTo(to).map((mail) => mail.raw.replace(/=\r?\n/g, "").replace(/=3D/g, "="));

/** The Subject header of the nth alert mail, decoding RFC 2047 encoded words (non-ASCII subjects). */
function subjectOf(to: string, index = 0): string {
  const raw = alertMailsTo(to)[index]?.raw ?? "";
  const match = /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(raw);
  const header = (match?.[1] ?? "").replace(/\r?\n[ \t]/g, " ");
  return header.replace(/=\?utf-8\?([BQ])\?([^?]*)\?=\s*/gi, (_whole, encoding: string, text: string) =>
    encoding.toUpperCase() === "B" ? Buffer.from(text, "base64").toString("utf8") : Buffer.from(text.replace(/_/g, " ").replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))), "latin1").toString("utf8"),
  );
}

beforeAll(async () => {
  smtp = await startSmtpServer();
  process.env.SMTP_URL = smtp.url;
  await removePartner(partner.slug);
});

afterAll(async () => {
  await removePartner(partner.slug);
  await smtp.close();
  await db().$disconnect();
});

describe("signed-out visitors", () => {
  it("get 401 from every alert route", async () => {
    expect((await list(null)).status).toBe(401);
    expect((await create(null, { destination: "lisbon" })).status).toBe(401);
    expect((await patch(null, 1, { active: false })).status).toBe(401);
    expect((await remove(null, 1)).status).toBe(401);
  });
});

describe("POST /api/price-alerts", () => {
  let user: User;
  beforeAll(async () => {
    user = await signedUp("alertval");
  });

  it.each([
    ["a missing destination", {}, "Choose a destination"],
    ["an empty destination", { destination: "  " }, "Choose a destination"],
    ["a destination of the wrong type", { destination: true }, "Choose a destination"],
    ["an unknown destination", { destination: "atlantis-under-the-sea" }, "Unknown destination"],
    ["an unknown origin", { destination: "lisbon", origin: "nowhere-at-all" }, "Unknown origin"],
    ["a bad kind", { destination: "lisbon", kind: "spaceship" }, "Unknown deal kind"],
    ["a negative maximum price", { destination: "lisbon", maxPrice: -5 }, "Maximum price cannot be negative"],
    ["a maximum price that is text", { destination: "lisbon", maxPrice: "cheap" }, "Maximum price must be a number"],
    ["an unknown currency", { destination: "lisbon", maxPrice: 10, currency: "XYZ" }, "Unknown currency"],
    ["an impossible start date", { destination: "lisbon", startDate: "2027-02-30" }, "Start date must be a date (YYYY-MM-DD)"],
    ["an end date that is a number", { destination: "lisbon", endDate: 20270101 }, "End date must be a date (YYYY-MM-DD)"],
    ["an end before the start", { destination: "lisbon", startDate: "2027-06-10", endDate: "2027-06-01" }, "End date must be on or after the start date"],
    ["an array body", [], "Request body must be an object"],
  ])("rejects %s with 400 and creates nothing", async (_case, body, message) => {
    const res = await create(user.cookie, body);
    expect(res.status).toBe(400);
    expect(res.json.message).toBe(message);
    expect(await db().priceAlert.count({ where: { userId: user.id } })).toBe(0);
  });

  it.each([
    ["malformed JSON", { raw: '{"destination": ' }, 400],
    ["an oversized body", { raw: JSON.stringify({ destination: "lisbon", pad: "x".repeat(101 * 1024) }) }, 413],
    ["a form body", { raw: "destination=lisbon", headers: { "content-type": "application/x-www-form-urlencoded" } }, 415],
    ["a cross-site request", { body: { destination: "lisbon" }, headers: { origin: "https://evil.example", "sec-fetch-site": "cross-site" } }, 403],
  ])("refuses %s", async (_case, options, status) => {
    const res = await call(createAlert, { path: "/api/price-alerts", cookie: user.cookie, ...options });
    expect(res.status).toBe(status);
    expect(await db().priceAlert.count({ where: { userId: user.id } })).toBe(0);
  });

  it("creates an alert by slug, origin by name, converting a maximum price in euros to dollars", async () => {
    const eur = await db().exchangeRate.findUniqueOrThrow({ where: { code: "EUR" } });
    const res = await create(user.cookie, { destination: "lisbon", origin: "Porto", kind: "hotel", maxPrice: 100, currency: "EUR", startDate: "2027-06-01", endDate: "2027-06-30", locale: "pt" });
    expect(res.status).toBe(201);
    const alert = res.json.alert as Record<string, unknown>;
    expect(alert).toMatchObject({
      active: true,
      kind: "hotel",
      destination: { slug: "lisbon", name: "Lisbon" },
      origin: { slug: "porto" },
      maxPriceUsd: Math.round((100 / eur.rate) * 100) / 100,
      startDate: "2027-06-01",
      endDate: "2027-06-30",
      locale: "pt",
    });
    expect(Object.keys(alert)).not.toContain("userId");
    await db().priceAlert.deleteMany({ where: { userId: user.id } });
  });
});

describe("the free plan's limit of 3 active alerts", () => {
  it("refuses a 4th active alert with 402 and an upgrade link; pausing frees a slot; resuming counts", async () => {
    const user = await signedUp("alertfree");
    const ids: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const res = await create(user.cookie, { destination: "lisbon", maxPrice: 100 + i });
      expect(res.status).toBe(201);
      ids.push((res.json.alert as { id: number }).id);
    }
    const fourth = await create(user.cookie, { destination: "porto" });
    expect(fourth.status).toBe(402);
    expect(fourth.json.message).toMatch(/Free plan includes 3 active price alerts/);
    expect(fourth.json.upgrade_url).toBe("/subscription");

    const paused = await patch(user.cookie, ids[0]!, { active: false });
    expect(paused.status).toBe(200);
    expect((paused.json.alert as { active: boolean }).active).toBe(false);
    expect((await create(user.cookie, { destination: "porto" })).status).toBe(201);

    const resumed = await patch(user.cookie, ids[0]!, { active: true });
    expect(resumed.status).toBe(402);
    expect((await alertRow(ids[0]!))!.active).toBe(false);
    expect(await db().priceAlert.count({ where: { userId: user.id, active: true } })).toBe(3);
  });

  it("never lets concurrent creates exceed 3 active alerts", async () => {
    const user = await signedUp("alertrace");
    const results = await Promise.all(Array.from({ length: 6 }, (_, i) => create(user.cookie, { destination: "lisbon", maxPrice: 50 + i })));
    expect(results.filter((res) => res.status === 201)).toHaveLength(3);
    expect(results.filter((res) => res.status === 402)).toHaveLength(3);
    expect(await db().priceAlert.count({ where: { userId: user.id, active: true } })).toBe(3);
  });

  it("lets Premium members keep more than 3 active alerts", async () => {
    const user = await signedUp("alertprem");
    await db().user.update({ where: { id: user.id }, data: { isPremiumUser: true, subscriptionStatus: "active" } });
    for (let i = 0; i < 5; i += 1) expect((await create(user.cookie, { destination: "lisbon", maxPrice: 10 + i })).status).toBe(201);
    expect(await db().priceAlert.count({ where: { userId: user.id, active: true } })).toBe(5);
  });
});

describe("another user's alerts", () => {
  let owner: User;
  let stranger: User;
  let alertId: number;
  beforeAll(async () => {
    owner = await signedUp("alertowner");
    stranger = await signedUp("alertstranger");
    alertId = ((await create(owner.cookie, { destination: "lisbon", maxPrice: 300 })).json.alert as { id: number }).id;
  });

  it("are not listed", async () => {
    const res = await list(stranger.cookie);
    expect(res.status).toBe(200);
    expect(res.json.alerts).toEqual([]);
    expect(((await list(owner.cookie)).json.alerts as Array<{ id: number }>).map((alert) => alert.id)).toEqual([alertId]);
  });

  it("cannot be paused (404, unchanged)", async () => {
    const res = await patch(stranger.cookie, alertId, { active: false });
    expect(res.status).toBe(404);
    expect(res.json.message).toBe("Price alert not found");
    expect((await alertRow(alertId))!.active).toBe(true);
  });

  it("cannot be deleted (404, still there)", async () => {
    expect((await remove(stranger.cookie, alertId)).status).toBe(404);
    expect(await alertRow(alertId)).not.toBeNull();
  });

  it.each([
    ["a missing active flag", {}],
    ["an active flag that is text", { active: "no" }],
  ])("PATCH rejects %s with 400", async (_case, body) => {
    const res = await patch(owner.cookie, alertId, body);
    expect(res.status).toBe(400);
    expect(res.json.message).toBe("active must be true or false");
  });

  it.each(["abc", "0", "-4"])("answers 404 for a malformed alert id (%s)", async (id) => {
    expect((await patch(owner.cookie, id, { active: false })).status).toBe(404);
    expect((await remove(owner.cookie, id)).status).toBe(404);
  });

  it("the owner pauses, resumes and deletes", async () => {
    expect(((await patch(owner.cookie, alertId, { active: false })).json.alert as { active: boolean }).active).toBe(false);
    expect(((await patch(owner.cookie, alertId, { active: true })).json.alert as { active: boolean }).active).toBe(true);
    expect((await remove(owner.cookie, alertId)).status).toBe(204);
    expect(await alertRow(alertId)).toBeNull();
    expect((await remove(owner.cookie, alertId)).status).toBe(404);
  });
});

describe("matching after ingestion", () => {
  let user: User;
  let alertId: number;

  beforeAll(async () => {
    await removePartner(partner.slug);
    user = await signedUp("alertmatch");
    const res = await create(user.cookie, { destination: "reykjavik", kind: "hotel", maxPrice: 500, startDate: "2027-06-01", endDate: "2027-06-30", locale: "en" });
    expect(res.status).toBe(201);
    alertId = (res.json.alert as { id: number }).id;
  });

  it("e-mails a matching new deal exactly once, with one-click unsubscribe headers", async () => {
    const result = await ingestDeals(partner, [
      { id: "m-cheap", title: "Northern Lights Guesthouse", price: 320 },
      { id: "m-pricey", title: "Blue Lagoon Luxury Suite", price: 900 },
      { id: "m-flight", title: "Reykjavik Flight Special", price: 200, kind: "flight" },
      { id: "m-late", title: "Autumn Fjord Cabin", price: 150, start: "2027-09-01", end: "2027-09-05" },
      { id: "m-else", title: "Lisbon Budget Hostel", price: 100, destination: "lisbon" },
    ]);
    expect(result.status).toBe("succeeded");

    const mails = mailsTo(user.email);
    expect(mails).toHaveLength(1);
    const raw = mails[0]!;
    expect(subjectOf(user.email)).toBe("New deals to Reykjavik for your price alert");
    expect(raw).toContain("Northern Lights Guesthouse");
    for (const title of ["Blue Lagoon Luxury Suite", "Reykjavik Flight Special", "Autumn Fjord Cabin", "Lisbon Budget Hostel"]) expect(raw).not.toContain(title);
    expect(raw).toMatch(/^List-Unsubscribe:\s+<http[^>]+\/api\/price-alerts\/unsubscribe\?token=\d+-[0-9a-f]{64}>/m);
    expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
    expect(raw).toContain("/price-alerts/unsubscribe?token=");
    const cheap = await db().deal.findFirstOrThrow({ where: { partner: { slug: partner.slug }, externalId: "m-cheap" } });
    expect(await db().priceAlertMatch.findMany({ where: { alertId }, select: { dealId: true } })).toEqual([{ dealId: cheap.id }]);
  });

  it("sends nothing more on the next run or an unchanged feed", async () => {
    await matchPriceAlerts();
    await ingestDeals(partner, [
      { id: "m-cheap", title: "Northern Lights Guesthouse", price: 320 },
      { id: "m-pricey", title: "Blue Lagoon Luxury Suite", price: 900 },
    ]);
    expect(mailsTo(user.email)).toHaveLength(1);
  });

  it("e-mails a deal whose price drops under the maximum, and only that deal", async () => {
    await ingestDeals(partner, [
      { id: "m-cheap", title: "Northern Lights Guesthouse", price: 320 },
      { id: "m-pricey", title: "Blue Lagoon Luxury Suite", price: 450 },
    ]);
    const mails = mailsTo(user.email);
    expect(mails).toHaveLength(2);
    expect(mails[1]).toContain("Blue Lagoon Luxury Suite");
    expect(mails[1]).not.toContain("Northern Lights Guesthouse");
  });

  it("sends one e-mail when two matchers run at once", async () => {
    await db().priceAlertMatch.deleteMany({ where: { alertId } });
    const before = mailsTo(user.email).length;
    const [a, b] = await Promise.all([matchPriceAlerts(), matchPriceAlerts()]);
    expect(a.emails + b.emails).toBe(1);
    expect(mailsTo(user.email)).toHaveLength(before + 1);
  });

  it("writes the e-mail in the alert's language", async () => {
    const german = await signedUp("alertde");
    expect((await create(german.cookie, { destination: "reykjavik", maxPrice: 1000, locale: "de" })).status).toBe(201);
    await ingestDeals(partner, [
      { id: "m-cheap", title: "Northern Lights Guesthouse", price: 320 },
      { id: "m-pricey", title: "Blue Lagoon Luxury Suite", price: 450 },
      { id: "m-de", title: "Geysir Farm Stay", price: 180 },
    ]);
    const mails = mailsTo(german.email);
    expect(mails).toHaveLength(1);
    expect(subjectOf(german.email)).toBe("Neue Angebote nach Reykjavik für deinen Preisalarm");
    expect(mails[0]).toContain("Geysir Farm Stay");
    expect(mails[0]).toContain("/de/price-alerts/unsubscribe?token=");
  });

  it("sends nothing for a paused alert", async () => {
    expect((await patch(user.cookie, alertId, { active: false })).status).toBe(200);
    const before = mailsTo(user.email).length;
    await ingestDeals(partner, [
      { id: "m-cheap", title: "Northern Lights Guesthouse", price: 320 },
      { id: "m-pricey", title: "Blue Lagoon Luxury Suite", price: 450 },
      { id: "m-de", title: "Geysir Farm Stay", price: 180 },
      { id: "m-paused", title: "Snaefellsnes Lodge", price: 250 },
    ]);
    expect(mailsTo(user.email)).toHaveLength(before);
    expect((await patch(user.cookie, alertId, { active: true })).status).toBe(200);
  });
});

describe("unsubscribe", () => {
  let user: User;
  let alertId: number;
  let token: string;
  const unsubscribe = (query: string, options: object = {}) => call(unsubscribePost, { path: `/api/price-alerts/unsubscribe${query}`, ...options });

  beforeEach(async () => {
    user ??= await signedUp("alertunsub");
    await db().priceAlert.deleteMany({ where: { userId: user.id } });
    alertId = ((await create(user.cookie, { destination: "reykjavik" })).json.alert as { id: number }).id;
    token = createUnsubscribeToken(alertId);
  });

  it("refuses a forged or malformed token and keeps the alert active", async () => {
    const forged = token.slice(0, -1) + (token.endsWith("0") ? "1" : "0");
    const otherAlert = `${alertId + 1}-${token.split("-")[1]}`;
    for (const bad of [forged, otherAlert, "", "abc", `${alertId}`, `${alertId}-zz`]) {
      const res = await unsubscribe(`?token=${encodeURIComponent(bad)}`, { raw: "List-Unsubscribe=One-Click", headers: { "content-type": "application/x-www-form-urlencoded" } });
      expect(res.status).toBe(400);
    }
    expect((await alertRow(alertId))!.active).toBe(true);
  });

  it("pauses the alert on an RFC 8058 one-click POST from the mail provider (no session, no Origin)", async () => {
    const res = await unsubscribe(`?token=${token}`, {
      raw: "List-Unsubscribe=One-Click",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "", "sec-fetch-site": "cross-site" },
    });
    expect(res.status).toBe(200);
    expect((await alertRow(alertId))!.active).toBe(false);
  });

  it("pauses the alert from the confirmation page's form and returns there in its language", async () => {
    const res = await unsubscribe("", { raw: `token=${token}&confirm=1&locale=es`, headers: { "content-type": "application/x-www-form-urlencoded" } });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/es/price-alerts/unsubscribe?done=1");
    expect((await alertRow(alertId))!.active).toBe(false);
  });

  it("never changes anything on GET: it leads to the confirmation page", async () => {
    const res = await call(unsubscribeGet, { method: "GET", path: `/api/price-alerts/unsubscribe?token=${token}` });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(`/price-alerts/unsubscribe?token=${token}`);
    expect((await alertRow(alertId))!.active).toBe(true);
  });

  it("refuses an oversized form body", async () => {
    const res = await unsubscribe(`?token=${token}`, { raw: `List-Unsubscribe=One-Click&pad=${"x".repeat(5000)}`, headers: { "content-type": "application/x-www-form-urlencoded" } });
    expect(res.status).toBe(413);
    expect((await alertRow(alertId))!.active).toBe(true);
  });
});
