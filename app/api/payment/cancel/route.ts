import { json, withUser } from "@/lib/api/handler";
import { setCancelAtPeriodEnd } from "@/lib/billing/service";

// POST /api/payment/cancel: cancel the subscription at the end of the paid period
export const POST = withUser(async (_req, { user }) => json(await setCancelAtPeriodEnd({ actor: user, cancel: true })));
