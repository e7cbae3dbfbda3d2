import { withSession } from "@/lib/api/handler";
import { clientAddress } from "@/lib/api/client-address";
import { readInput } from "@/lib/api/read-json";
import { signInWithLimits } from "@/lib/auth/login";
import { signedInResponse } from "@/lib/auth/responses";
import { loginSchema } from "@/lib/auth/schema";

export const dynamic = "force-dynamic";

// POST /api/login: signs in with username or e-mail; rate limited per account and per address
export const POST = withSession(async (req) => {
  const input = await readInput(req, loginSchema);
  return signedInResponse(await signInWithLimits(input, clientAddress(req)));
});
