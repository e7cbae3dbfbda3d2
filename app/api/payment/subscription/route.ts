import { json, withUser } from "@/lib/api/handler";
import { getSubscriptionView } from "@/lib/billing/queries";

// GET /api/payment/subscription: the signed-in user's plan and subscription state
export const GET = withUser(async (_req, { user }) => json(await getSubscriptionView(user.id)));
