import { json, withSignedCallback } from "@/lib/api/handler";
import { readText } from "@/lib/api/read-json";
import { processWebhookEvent, verifyWebhookEvent } from "@/lib/billing/service";

/** Stripe events are small; anything larger is not one. */
const WEBHOOK_BODY_LIMIT = 512 * 1024;

// POST /api/payment/webhook: Stripe events, verified over the raw body, each processed once
export const POST = withSignedCallback(async (req) => {
  const raw = await readText(req, { limit: WEBHOOK_BODY_LIMIT });
  const event = verifyWebhookEvent(raw, req.headers.get("stripe-signature"));
  const result = await processWebhookEvent(event);
  return json({ received: true, duplicate: result.duplicate });
});
