import { json, withSession } from "@/lib/api/handler";
import { readInput } from "@/lib/api/read-json";
import { verifyEmailSchema } from "@/lib/auth/schema";
import { verifyEmail } from "@/lib/auth/service";

export const dynamic = "force-dynamic";

// POST /api/verify-email: confirms the address of a single-use, 24-hour link
export const POST = withSession(async (req) => {
  const { token } = await readInput(req, verifyEmailSchema);
  await verifyEmail(token);
  return json({ ok: true, message: "Your email has been verified" });
});
