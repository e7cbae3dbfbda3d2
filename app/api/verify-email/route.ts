import { withSession } from "@/lib/api/handler";
import { readInput } from "@/lib/api/read-json";
import { signedInResponse } from "@/lib/auth/responses";
import { verifyEmailSchema } from "@/lib/auth/schema";
import { verifyEmail } from "@/lib/auth/service";

export const dynamic = "force-dynamic";

// POST /api/verify-email: confirms the address of a single-use, 24-hour link and signs its
// account in (registration does not, so that it answers alike for new and known e-mails)
export const POST = withSession(async (req) => {
  const { token } = await readInput(req, verifyEmailSchema);
  return signedInResponse(await verifyEmail(token));
});
