import { AppError } from "@/lib/api/errors";
import { json, withSession } from "@/lib/api/handler";
import { parseInput } from "@/lib/api/read-json";
import { canSeeLiveBonuses } from "@/lib/points/access";
import { listTransferPartners } from "@/lib/points/queries";
import { pointsMessages, transferQuerySchema } from "@/lib/points/schema";

// GET /api/points/transfers[?from=<program>]: transfer partners with ratios and minimums; the
// bonus running now is filled in for Premium members only
export const GET = withSession(async (req, { user }) => {
  const { from } = parseInput(transferQuerySchema, Object.fromEntries(new URL(req.url).searchParams));
  const transfers = await listTransferPartners({ from, withBonuses: await canSeeLiveBonuses(user?.id) });
  if (from && transfers.length === 0) throw new AppError("not_found", { message: pointsMessages.unknownProgram });
  return json({ transfers });
});
