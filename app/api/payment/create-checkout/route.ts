import { json, withUser } from "@/lib/api/handler";
import { readInput } from "@/lib/api/read-json";
import { createCheckoutSchema } from "@/lib/billing/schema";
import { createCheckoutSession } from "@/lib/billing/service";

// POST /api/payment/create-checkout: a Stripe Checkout session for { priceId, plan, cycle, mode }
export const POST = withUser(async (req, { user }) => {
  const input = await readInput(req, createCheckoutSchema);
  const session = await createCheckoutSession({ actor: user, input });
  return json({ url: session.url, id: session.id });
});
