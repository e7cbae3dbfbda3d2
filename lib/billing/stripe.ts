import "server-only";
import Stripe from "stripe";
import { AppError } from "@/lib/api/errors";
import { billingMessages } from "./schema";
import { env } from "@/lib/env";

const globalForStripe = globalThis as unknown as { stripeClient?: { key: string; base: string; client: Stripe } };

/**
 * The Stripe client from the environment, or null when STRIPE_SECRET_KEY is unset.
 * STRIPE_API_BASE (e.g. http://127.0.0.1:12111) points the SDK at another host, port and protocol:
 * the tests' local Stripe-compatible server.
 */
export function getStripe(): Stripe | null {
  const key = env().STRIPE_SECRET_KEY;
  if (!key) return null;
  const base = env().STRIPE_API_BASE ?? "";
  const cached = globalForStripe.stripeClient;
  if (cached && cached.key === key && cached.base === base) return cached.client;
  const config: Stripe.StripeConfig = { maxNetworkRetries: 1, timeout: 20_000, telemetry: false };
  if (base) {
    const url = new URL(base);
    config.host = url.hostname;
    config.port = url.port || (url.protocol === "https:" ? 443 : 80);
    config.protocol = url.protocol.replace(":", "") as "http" | "https";
  }
  const client = new Stripe(key, config);
  globalForStripe.stripeClient = { key, base, client };
  return client;
}

/** The Stripe client, or a 503 'Payments are not configured'. */
export function requireStripe(): Stripe {
  const stripe = getStripe();
  if (!stripe) throw new AppError("unavailable", { message: billingMessages.notConfigured });
  return stripe;
}

/** STRIPE_WEBHOOK_SECRET, or a 503 when webhooks are not configured. */
export function requireWebhookSecret(): string {
  const secret = env().STRIPE_WEBHOOK_SECRET;
  if (!secret) throw new AppError("unavailable", { message: billingMessages.notConfigured });
  return secret;
}

/** Tolerance of webhook signatures, in seconds. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;
