import { withSession } from "@/lib/api/handler";
import { clientAddress } from "@/lib/api/client-address";
import { readInput } from "@/lib/api/read-json";
import { requestLocale, signedInResponse } from "@/lib/auth/responses";
import { registerSchema } from "@/lib/auth/schema";
import { registerUser } from "@/lib/auth/service";
import { consumeRateLimits, ratePolicies } from "@/lib/rate-limit";

export const dynamic = "force-dynamic";

// POST /api/register: creates the account, signs it in and sends the verification e-mail
export const POST = withSession(async (req) => {
  const input = await readInput(req, registerSchema);
  await consumeRateLimits([
    [ratePolicies.registerAccount, input.email],
    [ratePolicies.registerAddress, clientAddress(req)],
  ]);
  const { user } = await registerUser(input, { locale: requestLocale(req) });
  return signedInResponse(user, { status: 201 });
});
