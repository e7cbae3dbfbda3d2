import { withSession } from "@/lib/api/handler";
import { clientAddress } from "@/lib/api/client-address";
import { readInput } from "@/lib/api/read-json";
import { normalizeUsername } from "@/lib/auth/normalize";
import { signedInResponse } from "@/lib/auth/responses";
import { loginSchema } from "@/lib/auth/schema";
import { authenticate } from "@/lib/auth/service";
import { consumeRateLimits, ratePolicies, resetRateLimit } from "@/lib/rate-limit";

export const dynamic = "force-dynamic";

// POST /api/login: signs in with username or e-mail; rate limited per account and per address
export const POST = withSession(async (req) => {
  const input = await readInput(req, loginSchema);
  const account = normalizeUsername(input.identifier);
  await consumeRateLimits([
    [ratePolicies.loginAccount, account],
    [ratePolicies.loginAddress, clientAddress(req)],
  ]);
  const user = await authenticate(input);
  await resetRateLimit(ratePolicies.loginAccount, account);
  return signedInResponse(user);
});
