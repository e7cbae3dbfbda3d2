import { json, withUser } from "@/lib/api/handler";
import { createPortalSession } from "@/lib/billing/service";

// POST /api/payment/portal: a Stripe Customer Portal session for the signed-in user
export const POST = withUser(async (_req, { user }) => json(await createPortalSession({ actor: user })));
