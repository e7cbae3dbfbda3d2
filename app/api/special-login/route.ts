import { clientAddress } from "@/lib/api/client-address";
import { AppError } from "@/lib/api/errors";
import { withSession } from "@/lib/api/handler";
import { readInput } from "@/lib/api/read-json";
import { normalizeUsername } from "@/lib/auth/normalize";
import { signedInResponse } from "@/lib/auth/responses";
import { loginSchema } from "@/lib/auth/schema";
import { authenticate } from "@/lib/auth/service";
import { isDemoMode } from "@/lib/demo";
import { consumeRateLimits, ratePolicies } from "@/lib/rate-limit";

export const dynamic = "force-dynamic";

// POST /api/special-login: the demo sign-in of /demo-login; exists only when DEMO_MODE=1
export const POST = withSession(async (req) => {
  if (!isDemoMode()) throw new AppError("not_found", { message: "Not found" });
  const input = await readInput(req, loginSchema);
  await consumeRateLimits([
    [ratePolicies.loginAccount, normalizeUsername(input.identifier)],
    [ratePolicies.loginAddress, clientAddress(req)],
  ]);
  return signedInResponse(await authenticate(input));
});
