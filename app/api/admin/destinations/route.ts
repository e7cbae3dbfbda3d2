import { json, withAdmin } from "@/lib/api/handler";
import { DESTINATION_PICKER_LIMIT, searchDestinations } from "@/lib/content/admin/queries";
import { parseLimit } from "@/lib/content/query-params";

export const dynamic = "force-dynamic";

// GET /api/admin/destinations?q=&limit=: the review picker's destinations (id, name, country)
export const GET = withAdmin(async (req) => {
  const params = new URL(req.url).searchParams;
  const limit = parseLimit(params.get("limit"), "limit", DESTINATION_PICKER_LIMIT);
  return json(await searchDestinations({ q: params.get("q") ?? "", limit }));
});
