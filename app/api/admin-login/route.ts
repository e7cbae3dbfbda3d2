import { clientAddress } from "@/lib/api/client-address";
import { AppError } from "@/lib/api/errors";
import { withSession } from "@/lib/api/handler";
import { readInput } from "@/lib/api/read-json";
import { signedInResponse } from "@/lib/auth/responses";
import { adminLoginSchema } from "@/lib/auth/schema";
import { authErrors } from "@/lib/auth/api-messages";
import { authenticate } from "@/lib/auth/service";
import { consumeRateLimits, ratePolicies, resetRateLimit } from "@/lib/rate-limit";

export const dynamic = "force-dynamic";

// POST /api/admin-login: e-mail and password of an administrator (others are refused, not signed in)
export const POST = withSession(async (req) => {
  const input = await readInput(req, adminLoginSchema);
  await consumeRateLimits([
    [ratePolicies.loginAccount, input.identifier],
    [ratePolicies.loginAddress, clientAddress(req)],
  ]);
  const user = await authenticate(input);
  if (user.role !== "admin") throw new AppError("forbidden", { message: authErrors.adminOnly });
  await resetRateLimit(ratePolicies.loginAccount, input.identifier);
  return signedInResponse(user);
});
