import "server-only";
import type Stripe from "stripe";
import { AppError } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/queries";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { siteUrl } from "@/lib/seo/site-url";
import { getSubscriptionView } from "./queries";
import { billingMessages, createCheckoutSchema, parsePriceId, PREMIUM_STATUSES, priceIdOf, type CreateCheckoutInput, type Cycle, type Plan, type SubscriptionView } from "./schema";
import { requireStripe, requireWebhookSecret, WEBHOOK_TOLERANCE_SECONDS } from "./stripe";

type Tx = Prisma.TransactionClient;

/** Idempotency keys of one checkout are shared for this long: a double click gets one session. */
const CHECKOUT_IDEMPOTENCY_WINDOW_MS = 10 * 60 * 1000;
/** Statuses Stripe never leaves: a late event cannot bring such a subscription back. */
const TERMINAL_STATUSES = new Set(["canceled", "incomplete_expired"]);

/** Runs a Stripe call; its failures become a 502-free, user-readable 503. */
async function stripeCall<T>(message: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof AppError) throw error;
    console.error(`Stripe call failed (${message}):`, error instanceof Error ? error.message : error);
    throw new AppError("unavailable", { message });
  }
}

/** The user's Stripe customer: created once (idempotently, even for concurrent first checkouts), then reused. */
export async function getOrCreateCustomerId(stripe: Stripe, user: Pick<SessionUser, "id" | "email" | "name" | "username">): Promise<string> {
  const existing = await db().billingAccount.findUnique({ where: { userId: user.id } });
  if (existing) return existing.stripeCustomerId;
  const customer = await stripe.customers.create(
    { email: user.email, name: user.name ?? user.username, metadata: { user_id: user.id } },
    { idempotencyKey: `customer-${user.id}` },
  );
  await db().billingAccount.createMany({ data: [{ userId: user.id, stripeCustomerId: customer.id }], skipDuplicates: true });
  const account = await db().billingAccount.findUniqueOrThrow({ where: { userId: user.id } });
  return account.stripeCustomerId;
}

/** POST /api/payment/create-checkout: one Stripe Checkout session (subscription mode) for a plan and cycle. */
export async function createCheckoutSession({ actor, input }: { actor: SessionUser; input: CreateCheckoutInput }): Promise<{ id: string; url: string }> {
  const { plan, cycle } = createCheckoutSchema.parse(input);
  const stripe = requireStripe();
  const view = await getSubscriptionView(actor.id);
  if (view.is_premium_user) throw new AppError("conflict", { message: "You already have Premium. Manage it from Premium management." });

  const lookupKey = priceIdOf(plan, cycle);
  return stripeCall(billingMessages.checkoutFailed, async () => {
    const prices = await stripe.prices.list({ lookup_keys: [lookupKey], active: true, limit: 1 });
    const price = prices.data[0];
    if (!price) throw new AppError("unavailable", { message: `${billingMessages.checkoutFailed}: price ${lookupKey} is not set up (run npm run stripe:setup)` });
    const customer = await getOrCreateCustomerId(stripe, actor);
    const window = Math.floor(Date.now() / CHECKOUT_IDEMPOTENCY_WINDOW_MS);
    const metadata = { user_id: actor.id, plan, cycle };
    const session = await stripe.checkout.sessions.create(
      {
        mode: "subscription",
        customer,
        client_reference_id: actor.id,
        line_items: [{ price: price.id, quantity: 1 }],
        success_url: `${siteUrl()}/subscription/success?session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: `${siteUrl()}/subscription/cancel`,
        metadata,
        subscription_data: { metadata },
      },
      { idempotencyKey: `checkout-${actor.id}-${lookupKey}-${window}` },
    );
    if (!session.url) throw new AppError("unavailable", { message: billingMessages.noCheckoutUrl });
    return { id: session.id, url: session.url };
  });
}

function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === "string" ? value : value.id;
}

function planOf(subscription: Stripe.Subscription): { plan: Plan; cycle: Cycle; periodEnd: Date | null } {
  const item = subscription.items?.data?.[0];
  const parsed = item?.price?.lookup_key ? parsePriceId(item.price.lookup_key) : null;
  const cycle: Cycle = parsed?.cycle ?? (item?.price?.recurring?.interval === "year" ? "annual" : "monthly");
  const periodEnd = item?.current_period_end ? new Date(item.current_period_end * 1000) : null;
  return { plan: parsed?.plan ?? "premium", cycle, periodEnd };
}

/** The user a subscription belongs to: by our customer record first, then the metadata set at checkout. */
async function userIdFor(tx: Tx, subscription: Stripe.Subscription): Promise<string | null> {
  const customerId = idOf(subscription.customer);
  if (customerId) {
    const account = await tx.billingAccount.findUnique({ where: { stripeCustomerId: customerId } });
    if (account) return account.userId;
  }
  const hinted = subscription.metadata?.user_id;
  if (hinted && /^[0-9a-f-]{36}$/i.test(hinted)) {
    const user = await tx.user.findUnique({ where: { id: hinted }, select: { id: true } });
    if (user) return user.id;
  }
  return null;
}

/**
 * Stores a subscription's state as Stripe reported it at `at`, unless a newer state is already
 * stored (out-of-order events) or the stored one is terminal; then brings the user's premium
 * fields in line. Runs inside the caller's transaction; the row lock serialises writers.
 */
export async function applySubscriptionState(tx: Tx, subscription: Stripe.Subscription, at: Date): Promise<{ applied: boolean; userId: string | null }> {
  const userId = await userIdFor(tx, subscription);
  if (!userId) {
    console.warn(`Stripe subscription ${subscription.id} belongs to no known user; ignored.`);
    return { applied: false, userId: null };
  }
  const { plan, cycle, periodEnd } = planOf(subscription);
  const state = { status: subscription.status, plan, cycle, currentPeriodEnd: periodEnd, cancelAtPeriodEnd: Boolean(subscription.cancel_at_period_end), lastEventAt: at };

  const rows = await tx.$queryRaw<Array<{ status: string; last_event_at: Date }>>`
    SELECT status, last_event_at FROM subscriptions WHERE id = ${subscription.id} FOR UPDATE`;
  const stored = rows[0];
  if (!stored) {
    await tx.subscription.create({ data: { id: subscription.id, userId, ...state, version: 1 } });
  } else {
    const isStale = at.getTime() < stored.last_event_at.getTime();
    if (isStale || TERMINAL_STATUSES.has(stored.status)) return { applied: false, userId };
    await tx.subscription.update({ where: { id: subscription.id }, data: { ...state, version: { increment: 1 } } });
  }
  await syncUserPremium(tx, userId);
  return { applied: true, userId };
}

/** The user's is_premium_user, subscription_status and subscription_expires, from their subscriptions. */
export async function syncUserPremium(tx: Tx, userId: string, now = new Date()): Promise<void> {
  const subscriptions = await tx.subscription.findMany({ where: { userId }, orderBy: [{ lastEventAt: "desc" }, { updatedAt: "desc" }] });
  const active = subscriptions.find((s) => PREMIUM_STATUSES.has(s.status) && (!s.currentPeriodEnd || s.currentPeriodEnd > now));
  const shown = active ?? subscriptions[0];
  await tx.user.update({
    where: { id: userId },
    data: {
      isPremiumUser: Boolean(active),
      subscriptionStatus: shown?.status ?? "free",
      subscriptionExpires: shown?.currentPeriodEnd ?? null,
    },
  });
}

/** Verifies a webhook's signature over the raw body (SDK constructEvent, 5-minute tolerance). */
export function verifyWebhookEvent(rawBody: string, signature: string | null): Stripe.Event {
  const stripe = requireStripe();
  const secret = requireWebhookSecret();
  if (!signature) throw new AppError("bad_request", { message: "Missing Stripe-Signature header" });
  try {
    return stripe.webhooks.constructEvent(rawBody, signature, secret, WEBHOOK_TOLERANCE_SECONDS);
  } catch {
    throw new AppError("bad_request", { message: "Invalid webhook signature" });
  }
}

const SUBSCRIPTION_EVENTS = new Set(["customer.subscription.created", "customer.subscription.updated", "customer.subscription.deleted"]);
const INVOICE_EVENTS = new Set(["invoice.paid", "invoice.payment_failed", "invoice.payment_succeeded"]);

function invoiceSubscriptionId(invoice: Stripe.Invoice): string | null {
  const fromParent = idOf(invoice.parent?.subscription_details?.subscription);
  const legacy = (invoice as unknown as { subscription?: string | { id: string } | null }).subscription;
  return fromParent ?? idOf(legacy);
}

/**
 * Processes a verified event once: its id is recorded in the same transaction as its effect, so a
 * retried or concurrent duplicate changes nothing. Subscription events carry their state and
 * time; checkout and invoice events re-read the subscription from Stripe (the current truth).
 */
export async function processWebhookEvent(event: Stripe.Event): Promise<{ duplicate: boolean; applied: boolean }> {
  if (await db().processedWebhookEvent.findUnique({ where: { id: event.id } })) return { duplicate: true, applied: false };

  let subscription: Stripe.Subscription | null = null;
  let at = new Date(event.created * 1000);
  const object = event.data.object as unknown;
  if (SUBSCRIPTION_EVENTS.has(event.type)) {
    subscription = object as Stripe.Subscription;
  } else if (event.type === "checkout.session.completed" || INVOICE_EVENTS.has(event.type)) {
    const subscriptionId = event.type === "checkout.session.completed" ? idOf((object as Stripe.Checkout.Session).subscription) : invoiceSubscriptionId(object as Stripe.Invoice);
    if (subscriptionId) {
      const stripe = requireStripe();
      subscription = await stripe.subscriptions.retrieve(subscriptionId);
      at = new Date();
    }
  }

  try {
    return await db().$transaction(async (tx) => {
      await tx.processedWebhookEvent.create({ data: { id: event.id, type: event.type } });
      const result = subscription ? await applySubscriptionState(tx, subscription, at) : { applied: false };
      return { duplicate: false, applied: result.applied };
    });
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") return { duplicate: true, applied: false };
    throw error;
  }
}

async function applyFresh(subscription: Stripe.Subscription): Promise<void> {
  await db().$transaction((tx) => applySubscriptionState(tx, subscription, new Date()));
}

/** A checkout session as Stripe reports it, or null when Stripe does not know the id. */
async function retrieveCheckoutSession(sessionId: string) {
  const stripe = requireStripe();
  return stripeCall("Could not verify the checkout session", async () => {
    try {
      return await stripe.checkout.sessions.retrieve(sessionId);
    } catch (error) {
      if ((error as { statusCode?: number }).statusCode === 404) return null;
      throw error;
    }
  });
}

/**
 * Whether a checkout session was paid, for a visitor whose session expired while paying: the
 * answer carries nothing private (no plan, customer or amount), and grants nothing (the webhook
 * and the signed-in check do that).
 */
export async function isCheckoutSessionComplete(sessionId: string): Promise<boolean> {
  const session = await retrieveCheckoutSession(sessionId);
  return session?.status === "complete";
}

/**
 * The success page's check: the session is read from Stripe (never trusted from the URL), must
 * belong to this user and be complete; then its subscription is stored as Stripe reports it.
 */
export async function verifyCheckoutSession({ actor, sessionId }: { actor: SessionUser; sessionId: string }): Promise<{ verified: boolean; view: SubscriptionView }> {
  const stripe = requireStripe();
  const session = await retrieveCheckoutSession(sessionId);
  const account = await db().billingAccount.findUnique({ where: { userId: actor.id } });
  const belongs = session && (session.client_reference_id === actor.id || (account && idOf(session.customer) === account.stripeCustomerId));
  if (!session || !belongs || session.status !== "complete") return { verified: false, view: await getSubscriptionView(actor.id) };
  const subscriptionId = idOf(session.subscription);
  if (subscriptionId) await applyFresh(await stripeCall("Could not verify the checkout session", () => stripe.subscriptions.retrieve(subscriptionId)));
  return { verified: true, view: await getSubscriptionView(actor.id) };
}

async function currentSubscriptionOrThrow(userId: string) {
  const subscription = await db().subscription.findFirst({ where: { userId, status: { in: [...PREMIUM_STATUSES, "past_due"] } }, orderBy: { lastEventAt: "desc" } });
  if (!subscription) throw new AppError("not_found", { message: "You have no active subscription" });
  return subscription;
}

/** Cancels at the end of the period (access stays until then), or resumes a pending cancellation. */
export async function setCancelAtPeriodEnd({ actor, cancel }: { actor: SessionUser; cancel: boolean }): Promise<SubscriptionView> {
  const stripe = requireStripe();
  const current = await currentSubscriptionOrThrow(actor.id);
  const updated = await stripeCall(cancel ? "Could not cancel the subscription" : "Could not resume the subscription", () =>
    stripe.subscriptions.update(current.id, { cancel_at_period_end: cancel }, { idempotencyKey: `cancel-${current.id}-${cancel}-${Math.floor(Date.now() / 60_000)}` }),
  );
  await applyFresh(updated);
  return getSubscriptionView(actor.id);
}

/** A Stripe Customer Portal session for the user's customer. */
export async function createPortalSession({ actor }: { actor: SessionUser }): Promise<{ url: string }> {
  const stripe = requireStripe();
  const account = await db().billingAccount.findUnique({ where: { userId: actor.id } });
  if (!account) throw new AppError("not_found", { message: "You have no billing account yet" });
  const portal = await stripeCall("Could not open the billing portal", () =>
    stripe.billingPortal.sessions.create({ customer: account.stripeCustomerId, return_url: `${siteUrl()}/premium-management` }),
  );
  return { url: portal.url };
}
