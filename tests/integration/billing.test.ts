/** @jest-environment node */
// Billing against the real test database and a local Stripe-compatible server
// (tests/support/stripe-server.ts) that the official SDK talks to over HTTP. Webhook events are
// signed with the SDK's own test-header helper.
import Stripe from "stripe";
import { db } from "@/lib/db";
import { POST as createCheckout } from "@/app/api/payment/create-checkout/route";
import { POST as webhook } from "@/app/api/payment/webhook/route";
import { POST as portal } from "@/app/api/payment/portal/route";
import { POST as cancel } from "@/app/api/payment/cancel/route";
import { POST as resume } from "@/app/api/payment/resume/route";
import { GET as subscriptionState } from "@/app/api/payment/subscription/route";
import { consumeUsage, getEntitlements, hasFeature } from "@/lib/billing/entitlements";
import { verifyCheckoutSession } from "@/lib/billing/service";
import { ensureStripeCatalog } from "@/lib/billing/catalog";
import { call } from "../support/api";
import { signUp } from "../support/accounts";
import { startStripeServer, type FakeStripe } from "../support/stripe-server";

const WEBHOOK_SECRET = "whsec_test_secret";
const signer = new Stripe("sk_test_signer");
let stripe: FakeStripe;

async function signedUp(prefix = "payer") {
  const { cookie, user, id } = await signUp(prefix);
  return { cookie, user, id };
}

const userRow = (id: string) => db().user.findUniqueOrThrow({ where: { id }, select: { isPremiumUser: true, subscriptionStatus: true, subscriptionExpires: true } });

function signedEvent(event: { id: string; type: string; created?: number; object: unknown }, { secret = WEBHOOK_SECRET, timestamp }: { secret?: string; timestamp?: number } = {}) {
  const payload = JSON.stringify({ id: event.id, object: "event", type: event.type, created: event.created ?? Math.floor(Date.now() / 1000), api_version: "2026-10-28.endive", data: { object: event.object } });
  const header = signer.webhooks.generateTestHeaderString({ payload, secret, ...(timestamp ? { timestamp } : {}) });
  return { raw: payload, headers: { "stripe-signature": header, "content-type": "application/json" } };
}

const sendEvent = (event: ReturnType<typeof signedEvent>) => call(webhook, { path: "/api/payment/webhook", raw: event.raw, headers: event.headers });

async function checkout(cookie: string, body: unknown = {}) {
  return call(createCheckout, { path: "/api/payment/create-checkout", cookie, body });
}

/** Signs up, checks out and pays: the user's subscription object on the fake Stripe. */
async function subscribedUser(cycle: "monthly" | "annual" = "monthly") {
  const user = await signedUp("sub");
  const res = await checkout(user.cookie, { priceId: `price_premium_${cycle}`, plan: "premium", cycle, mode: "subscription" });
  expect(res.status).toBe(200);
  const session = stripe.sessions.get(res.json.id as string)!;
  const subscription = stripe.completeSession(session.id as string);
  return { ...user, session, subscription };
}

let eventSeq = 0;
const eventId = () => `evt_test_${Date.now().toString(36)}_${(eventSeq += 1)}`;

beforeAll(async () => {
  stripe = await startStripeServer();
  stripe.seedPrices();
  process.env.STRIPE_SECRET_KEY = "sk_test_wanderbold";
  process.env.STRIPE_API_BASE = stripe.base;
  process.env.STRIPE_WEBHOOK_SECRET = WEBHOOK_SECRET;
});

afterAll(async () => {
  await stripe.close();
  await db().$disconnect();
});

describe("POST /api/payment/create-checkout", () => {
  let cookie: string;
  beforeAll(async () => {
    cookie = (await signedUp("checkout")).cookie;
  });

  it.each([
    ["an unknown priceId", { priceId: "price_gold_monthly" }, "Unknown price"],
    ["a priceId that is a number", { priceId: 42 }, "Unknown price"],
    ["a priceId that contradicts the cycle", { priceId: "price_premium_annual", cycle: "monthly" }, "priceId does not match plan and cycle"],
    ["an unknown plan", { plan: "gold" }, "Unknown plan"],
    ["an unknown cycle", { cycle: "weekly" }, "Billing cycle must be monthly or annual"],
    ["a cycle that is a number", { cycle: 12 }, "Billing cycle must be monthly or annual"],
    ["a one-off payment mode", { mode: "payment" }, "Mode must be subscription"],
    ["a body that is an array", [], "Invalid input: expected object, received array"],
  ])("rejects %s with 400", async (_case, body, message) => {
    const before = stripe.sessions.size;
    const res = await checkout(cookie, body);
    expect(res.status).toBe(400);
    expect(res.json.message).toBe(message);
    expect(stripe.sessions.size).toBe(before);
  });

  it.each([
    ["malformed JSON", { raw: '{"cycle": ' }, 400],
    ["an oversized body", { raw: JSON.stringify({ plan: "x".repeat(101 * 1024) }) }, 413],
    ["a form body", { raw: "cycle=annual", headers: { "content-type": "application/x-www-form-urlencoded" } }, 415],
    ["a cross-site Origin", { body: {}, headers: { origin: "https://evil.example", "sec-fetch-site": "cross-site" } }, 403],
  ])("refuses %s", async (_case, options, status) => {
    const res = await call(createCheckout, { path: "/api/payment/create-checkout", cookie, ...options });
    expect(res.status).toBe(status);
  });

  it("answers 401 to a signed-out visitor", async () => {
    const res = await call(createCheckout, { path: "/api/payment/create-checkout", body: {} });
    expect(res.status).toBe(401);
  });

  it.each([
    ["monthly", "month", 199],
    ["annual", "year", 1908],
  ] as const)("creates a %s subscription session with the Price found by lookup_key", async (cycle, interval, amount) => {
    const { cookie: own } = await signedUp(cycle);
    const res = await checkout(own, { priceId: `price_premium_${cycle}`, plan: "premium", cycle, mode: "subscription" });
    expect(res.status).toBe(200);
    expect(res.json.url).toBe(`${stripe.base}/c/pay/${res.json.id}`);
    const session = stripe.sessions.get(res.json.id as string)!;
    const price = stripe.prices.get(session.price as string)!;
    expect(price).toMatchObject({ lookup_key: `price_premium_${cycle}`, unit_amount: amount, recurring: { interval } });
    expect(session).toMatchObject({ mode: "subscription", success_url: expect.stringMatching(/\/subscription\/success\?session_id=\{CHECKOUT_SESSION_ID\}$/), cancel_url: expect.stringMatching(/\/subscription\/cancel$/) });
  });

  it("defaults to premium monthly", async () => {
    const { cookie: own } = await signedUp("default");
    const res = await checkout(own, {});
    expect(res.status).toBe(200);
    const session = stripe.sessions.get(res.json.id as string)!;
    expect(stripe.prices.get(session.price as string)!.lookup_key).toBe("price_premium_monthly");
  });

  it("creates one Stripe customer per user and reuses it", async () => {
    const user = await signedUp("reuse");
    const customersBefore = stripe.customers.size;
    const first = await checkout(user.cookie, { cycle: "monthly" });
    const second = await checkout(user.cookie, { cycle: "annual" });
    expect(stripe.customers.size).toBe(customersBefore + 1);
    expect(stripe.sessions.get(first.json.id as string)!.customer).toBe(stripe.sessions.get(second.json.id as string)!.customer);
    const account = await db().billingAccount.findUniqueOrThrow({ where: { userId: user.id } });
    expect(account.stripeCustomerId).toBe(stripe.sessions.get(first.json.id as string)!.customer);
  });

  it("gives a double click one session (and one customer)", async () => {
    const user = await signedUp("double");
    const sessionsBefore = stripe.sessions.size;
    const customersBefore = stripe.customers.size;
    const [a, b] = await Promise.all([checkout(user.cookie, { cycle: "annual" }), checkout(user.cookie, { cycle: "annual" })]);
    expect(a.status).toBe(200);
    expect(b.json.id).toBe(a.json.id);
    expect(b.json.url).toBe(a.json.url);
    expect(stripe.sessions.size).toBe(sessionsBefore + 1);
    expect(stripe.customers.size).toBe(customersBefore + 1);
  });

  it("answers 503 'Payments are not configured' without STRIPE_SECRET_KEY", async () => {
    const key = process.env.STRIPE_SECRET_KEY;
    delete process.env.STRIPE_SECRET_KEY;
    try {
      const res = await checkout(cookie, {});
      expect(res.status).toBe(503);
      expect(res.json.message).toBe("Payments are not configured");
    } finally {
      process.env.STRIPE_SECRET_KEY = key;
    }
  });
});

describe("POST /api/payment/webhook", () => {
  it("grants Premium on a verified checkout.session.completed", async () => {
    const { id, session, subscription } = await subscribedUser("annual");
    const res = await sendEvent(signedEvent({ id: eventId(), type: "checkout.session.completed", object: stripe.sessions.get(session.id as string) }));
    expect(res.status).toBe(200);
    const user = await userRow(id);
    expect(user.isPremiumUser).toBe(true);
    expect(user.subscriptionStatus).toBe("active");
    const periodEnd = ((subscription.items as { data: Array<{ current_period_end: number }> }).data[0]!.current_period_end);
    expect(user.subscriptionExpires?.getTime()).toBe(periodEnd * 1000);
    expect((await getEntitlements(id)).plan).toBe("premium");
  });

  it.each([
    ["a forged signature", () => ({ secret: "whsec_forged" }), 400, "Invalid webhook signature"],
    ["a stale timestamp (over 5 minutes old)", () => ({ timestamp: Math.floor(Date.now() / 1000) - 301 }), 400, "Invalid webhook signature"],
  ])("refuses %s and changes nothing", async (_case, options, status, message) => {
    const { id, subscription } = await subscribedUser();
    const evt = eventId();
    const res = await sendEvent(signedEvent({ id: evt, type: "customer.subscription.created", object: subscription }, options()));
    expect(res.status).toBe(status);
    expect(res.json.message).toBe(message);
    expect((await userRow(id)).isPremiumUser).toBe(false);
    expect(await db().processedWebhookEvent.count({ where: { id: evt } })).toBe(0);
  });

  it("refuses a request without a signature, and a body altered after signing", async () => {
    const { id, subscription } = await subscribedUser();
    const event = signedEvent({ id: eventId(), type: "customer.subscription.created", object: subscription });
    expect((await call(webhook, { raw: event.raw, headers: { "content-type": "application/json" } })).status).toBe(400);
    const tampered = { ...event, raw: event.raw.replace('"active"', '"trialing"') };
    expect((await sendEvent(tampered)).status).toBe(400);
    expect((await userRow(id)).isPremiumUser).toBe(false);
  });

  it("processes the same event twice only once", async () => {
    const { id, subscription } = await subscribedUser();
    const event = signedEvent({ id: eventId(), type: "customer.subscription.created", object: subscription });
    expect((await sendEvent(event)).json).toMatchObject({ received: true, duplicate: false });
    expect((await sendEvent(event)).json).toMatchObject({ received: true, duplicate: true });
    const row = await db().subscription.findUniqueOrThrow({ where: { id: subscription.id as string } });
    expect(row.version).toBe(1);
    expect((await userRow(id)).isPremiumUser).toBe(true);
  });

  it("processes the same event sent ten times at once exactly once", async () => {
    const { id, subscription } = await subscribedUser();
    const evt = eventId();
    const event = signedEvent({ id: evt, type: "customer.subscription.created", object: subscription });
    const results = await Promise.all(Array.from({ length: 10 }, () => sendEvent(event)));
    expect(results.every((res) => res.status === 200)).toBe(true);
    expect(results.filter((res) => res.json.duplicate === false)).toHaveLength(1);
    expect(await db().processedWebhookEvent.count({ where: { id: evt } })).toBe(1);
    const row = await db().subscription.findUniqueOrThrow({ where: { id: subscription.id as string } });
    expect(row.version).toBe(1);
    expect((await userRow(id)).isPremiumUser).toBe(true);
  });

  it("keeps a deletion when an older update arrives after it", async () => {
    const { id, subscription } = await subscribedUser();
    const t = Math.floor(Date.now() / 1000);
    await sendEvent(signedEvent({ id: eventId(), type: "customer.subscription.created", created: t - 120, object: subscription }));
    expect((await userRow(id)).isPremiumUser).toBe(true);
    await sendEvent(signedEvent({ id: eventId(), type: "customer.subscription.deleted", created: t, object: { ...subscription, status: "canceled" } }));
    const late = await sendEvent(signedEvent({ id: eventId(), type: "customer.subscription.updated", created: t - 60, object: { ...subscription, status: "active" } }));
    expect(late.status).toBe(200);
    const user = await userRow(id);
    expect(user.isPremiumUser).toBe(false);
    expect(user.subscriptionStatus).toBe("canceled");
    const row = await db().subscription.findUniqueOrThrow({ where: { id: subscription.id as string } });
    expect(row).toMatchObject({ status: "canceled", version: 2 });
  });

  it("follows invoice.payment_failed and invoice.paid by re-reading the subscription", async () => {
    const { id, subscription } = await subscribedUser();
    await sendEvent(signedEvent({ id: eventId(), type: "customer.subscription.created", object: subscription }));
    subscription.status = "past_due";
    const invoice = { id: `in_${eventSeq}`, object: "invoice", parent: { type: "subscription_details", subscription_details: { subscription: subscription.id } } };
    await sendEvent(signedEvent({ id: eventId(), type: "invoice.payment_failed", object: invoice }));
    expect(await userRow(id)).toMatchObject({ isPremiumUser: false, subscriptionStatus: "past_due" });
    subscription.status = "active";
    await new Promise((resolve) => setTimeout(resolve, 5));
    await sendEvent(signedEvent({ id: eventId(), type: "invoice.paid", object: invoice }));
    expect(await userRow(id)).toMatchObject({ isPremiumUser: true, subscriptionStatus: "active" });
  });

  it("records an event for an unknown customer without granting anything", async () => {
    const res = await sendEvent(signedEvent({ id: eventId(), type: "customer.subscription.updated", object: { id: "sub_unknown", object: "subscription", customer: "cus_unknown", status: "active", metadata: {}, items: { data: [] } } }));
    expect(res.status).toBe(200);
    expect(await db().subscription.count({ where: { id: "sub_unknown" } })).toBe(0);
  });
});

describe("checkout session verification (success page)", () => {
  it("never grants Premium for a made-up or unpaid session_id", async () => {
    const user = await signedUp("forger");
    const res = await checkout(user.cookie, {});
    expect((await verifyCheckoutSession({ actor: user.user, sessionId: "cs_test_madeup" })).verified).toBe(false);
    expect((await verifyCheckoutSession({ actor: user.user, sessionId: res.json.id as string })).verified).toBe(false);
    expect((await userRow(user.id)).isPremiumUser).toBe(false);
  });

  it("does not let one user claim another user's paid session", async () => {
    const payer = await subscribedUser();
    const other = await signedUp("claimer");
    expect((await verifyCheckoutSession({ actor: other.user, sessionId: payer.session.id as string })).verified).toBe(false);
    expect((await userRow(other.id)).isPremiumUser).toBe(false);
  });

  it("grants Premium for the user's own completed session", async () => {
    const payer = await subscribedUser("annual");
    const result = await verifyCheckoutSession({ actor: payer.user, sessionId: payer.session.id as string });
    expect(result.verified).toBe(true);
    expect(result.view).toMatchObject({ is_premium_user: true, subscription_status: "active", plan: "premium", cycle: "annual" });
  });
});

describe("self-service routes", () => {
  const routes = [
    ["POST /api/payment/portal", portal],
    ["POST /api/payment/cancel", cancel],
    ["POST /api/payment/resume", resume],
  ] as const;

  it.each(routes)("%s answers 401 signed out and 403 cross-site", async (_name, handler) => {
    expect((await call(handler, {})).status).toBe(401);
    const { cookie } = await signedUp("xsite");
    expect((await call(handler, { cookie, headers: { origin: "https://evil.example", "sec-fetch-site": "cross-site" } })).status).toBe(403);
  });

  it("answers 404 to a user without a subscription or billing account", async () => {
    const { cookie } = await signedUp("nosub");
    expect((await call(cancel, { cookie })).status).toBe(404);
    expect((await call(portal, { cookie })).status).toBe(404);
  });

  it("cancels at the end of the period, keeps access, then resumes", async () => {
    const payer = await subscribedUser();
    await verifyCheckoutSession({ actor: payer.user, sessionId: payer.session.id as string });
    const cancelled = await call(cancel, { cookie: payer.cookie });
    expect(cancelled.status).toBe(200);
    expect(cancelled.json).toMatchObject({ is_premium_user: true, cancel_at_period_end: true, subscription_status: "active" });
    expect(stripe.subscriptions.get(payer.subscription.id as string)!.cancel_at_period_end).toBe(true);
    const resumed = await call(resume, { cookie: payer.cookie });
    expect(resumed.json).toMatchObject({ is_premium_user: true, cancel_at_period_end: false });
    const state = await call(subscriptionState, { method: "GET", cookie: payer.cookie });
    expect(state.json).toMatchObject({ plan: "premium", cycle: "monthly", cancel_at_period_end: false });
  });

  it("opens the Customer Portal for the user's own customer", async () => {
    const payer = await subscribedUser();
    const res = await call(portal, { cookie: payer.cookie });
    expect(res.status).toBe(200);
    expect(res.json.url).toMatch(new RegExp(`^${stripe.base}/p/session/`));
    expect(stripe.portalSessions.at(-1)!.customer).toBe(payer.subscription.customer);
  });
});

describe("entitlements", () => {
  it("refuses a free user's second AI itinerary with a clear message and an upgrade link", async () => {
    const { id } = await signedUp("free");
    await expect(consumeUsage(id, "ai_itinerary")).resolves.toEqual({ used: 1, limit: 1 });
    await expect(consumeUsage(id, "ai_itinerary")).rejects.toMatchObject({
      status: 402,
      message: "The Free plan includes 1 AI itinerary. Upgrade to Premium for unlimited itineraries.",
      data: { upgrade_url: "/subscription" },
    });
  });

  it("refuses a free user's fourth points calculation, even when ten arrive at once", async () => {
    const { id } = await signedUp("points");
    const results = await Promise.allSettled(Array.from({ length: 10 }, () => consumeUsage(id, "points_calculation")));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(3);
    const refused = results.find((r) => r.status === "rejected") as PromiseRejectedResult;
    expect(refused.reason).toMatchObject({ status: 402, message: "The Free plan includes 3 points calculations. Upgrade to Premium for unlimited calculations.", data: { upgrade_url: "/subscription" } });
    expect((await getEntitlements(id)).used.points_calculation).toBe(3);
  });

  it("gives Premium (as the database says) unlimited use and the premium-only features", async () => {
    const payer = await subscribedUser();
    const free = await signedUp("plain");
    expect(await hasFeature(payer.id, "ad_free")).toBe(false);
    await verifyCheckoutSession({ actor: payer.user, sessionId: payer.session.id as string });
    for (let i = 0; i < 5; i += 1) await consumeUsage(payer.id, "ai_itinerary");
    const entitlements = await getEntitlements(payer.id);
    expect(entitlements).toMatchObject({ plan: "premium", limits: { ai_itinerary: null, points_calculation: null }, features: { premium_guides: true, exclusive_deals: true, ad_free: true } });
    expect(await getEntitlements(free.id)).toMatchObject({ plan: "free", limits: { ai_itinerary: 1, points_calculation: 3 }, features: { premium_guides: false, exclusive_deals: false, ad_free: false } });
    expect(await hasFeature(null, "premium_guides")).toBe(false);
  });
});

describe("npm run stripe:setup (ensureStripeCatalog)", () => {
  it("creates the product and both prices with their lookup keys, once", async () => {
    const fresh = await startStripeServer();
    try {
      const client = new Stripe("sk_test_setup", { host: "127.0.0.1", port: new URL(fresh.base).port, protocol: "http" });
      const first = await ensureStripeCatalog(client);
      expect(first).toEqual([expect.stringMatching(/created$/), expect.stringMatching(/^price price_premium_monthly: created/), expect.stringMatching(/^price price_premium_annual: created/)]);
      const second = await ensureStripeCatalog(client);
      expect(second.every((line) => line.includes("exists"))).toBe(true);
      expect(fresh.products.size).toBe(1);
      expect([...fresh.prices.values()].map((p) => [p.lookup_key, p.unit_amount, (p.recurring as { interval: string }).interval])).toEqual([
        ["price_premium_monthly", 199, "month"],
        ["price_premium_annual", 1908, "year"],
      ]);
    } finally {
      await fresh.close();
    }
  });
});
