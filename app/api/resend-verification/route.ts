import { clientAddress } from "@/lib/api/client-address";
import { json, withSession } from "@/lib/api/handler";
import { readInput } from "@/lib/api/read-json";
import { resendVerificationSchema } from "@/lib/auth/schema";
import { resendVerification } from "@/lib/auth/service";
import { consumeRateLimits, ratePolicies } from "@/lib/rate-limit";
import { requestOrigin } from "@/lib/seo/site-url";

export const dynamic = "force-dynamic";

// POST /api/resend-verification: another verification e-mail (same answer whether or not the address exists)
export const POST = withSession(async (req, { user }) => {
  const { email } = await readInput(req, resendVerificationSchema);
  await consumeRateLimits([
    [ratePolicies.resendAccount, user?.email ?? email ?? "none"],
    [ratePolicies.resendAddress, clientAddress(req)],
  ]);
  await resendVerification({ actor: user, email, origin: requestOrigin(req) });
  return json({ ok: true, message: "Verification email sent" });
});
