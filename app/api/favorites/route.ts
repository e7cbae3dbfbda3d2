import { AppError } from "@/lib/api/errors";
import { json, withUser } from "@/lib/api/handler";
import { readInput } from "@/lib/api/read-json";
import { addFavorite, listFavoriteIds } from "@/lib/saved/favorites";
import { favoriteInputSchema, parseDealIds } from "@/lib/saved/schema";

// GET /api/favorites[?ids=1,2,3]: the signed-in user's saved deal ids (only among ids, when given)
export const GET = withUser(async (req, { user }) => {
  const raw = new URL(req.url).searchParams.get("ids");
  const ids = raw === null ? undefined : parseDealIds(raw);
  if (ids === null) throw new AppError("bad_request", { message: "ids must be up to 100 comma-separated deal ids" });
  return json({ ids: await listFavoriteIds(user.id, ids) });
});

// POST /api/favorites: save a deal ({ dealId }); saving it again is harmless
export const POST = withUser(async (req, { user }) => {
  const { dealId } = await readInput(req, favoriteInputSchema);
  const { created } = await addFavorite(user.id, dealId);
  return json({ dealId, saved: true }, { status: created ? 201 : 200 });
});
