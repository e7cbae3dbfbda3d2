import { AppError } from "@/lib/api/errors";
import { withUser } from "@/lib/api/handler";
import { removeFavorite } from "@/lib/saved/favorites";
import { parseDealIds } from "@/lib/saved/schema";

// DELETE /api/favorites/{dealId}: remove a deal from the signed-in user's saved deals
export const DELETE = withUser(async (_req, { user, params }) => {
  const ids = parseDealIds(String(params.dealId ?? ""), 1);
  if (!ids || ids.length !== 1) throw new AppError("not_found", { message: "This deal is not in your saved deals" });
  await removeFavorite(user.id, ids[0]!);
  return new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });
});
