import { clientAddress } from "@/lib/api/client-address";
import { json, withSession } from "@/lib/api/handler";
import { readInput } from "@/lib/api/read-json";
import { REGISTERED_MESSAGE } from "@/lib/auth/api-messages";
import { requestLocale } from "@/lib/auth/responses";
import { registerSchema } from "@/lib/auth/schema";
import { registerUser } from "@/lib/auth/service";
import { consumeRateLimits, ratePolicies } from "@/lib/rate-limit";
import { requestOrigin } from "@/lib/seo/site-url";

export const dynamic = "force-dynamic";

// POST /api/register: creates the account and e-mails its verification link; a known e-mail gets
// the same answer and its owner an e-mail instead (no account hints; the link signs in)
export const POST = withSession(async (req) => {
  const input = await readInput(req, registerSchema);
  await consumeRateLimits([
    [ratePolicies.registerAccount, input.email],
    [ratePolicies.registerAddress, clientAddress(req)],
  ]);
  await registerUser(input, { locale: requestLocale(req), origin: requestOrigin(req) });
  return json({ message: REGISTERED_MESSAGE, email: input.email }, { status: 201 });
});
