import { json, withUser } from "@/lib/api/handler";
import { setCancelAtPeriodEnd } from "@/lib/billing/service";

// POST /api/payment/resume: undo a pending cancellation
export const POST = withUser(async (_req, { user }) => json(await setCancelAtPeriodEnd({ actor: user, cancel: false })));
