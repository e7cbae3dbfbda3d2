import { clientAddress } from "@/lib/api/client-address";
import { json, withSession } from "@/lib/api/handler";
import { readInput } from "@/lib/api/read-json";
import { resetRequestSchema } from "@/lib/auth/schema";
import { RESET_REQUESTED_MESSAGE } from "@/lib/auth/api-messages";
import { requestPasswordReset } from "@/lib/auth/service";
import { consumeRateLimits, ratePolicies } from "@/lib/rate-limit";
import { requestOrigin } from "@/lib/seo/site-url";

export const dynamic = "force-dynamic";

// POST /api/forgot-password: e-mails a reset link; the same answer for known and unknown addresses
export const POST = withSession(async (req) => {
  const { email } = await readInput(req, resetRequestSchema);
  await consumeRateLimits([
    [ratePolicies.resetAccount, email],
    [ratePolicies.resetAddress, clientAddress(req)],
  ]);
  await requestPasswordReset(email, { origin: requestOrigin(req) });
  return json({ ok: true, message: RESET_REQUESTED_MESSAGE });
});
