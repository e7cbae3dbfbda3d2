import { json, withAdmin } from "@/lib/api/handler";
import { listUsers, USERS_MAX_PAGE_SIZE, USERS_PAGE_SIZE } from "@/lib/users/queries";
import { parseLimit } from "@/lib/content/query-params";

export const dynamic = "force-dynamic";

// GET /api/admin/users?page=&pageSize=: users, newest first, one page at a time
export const GET = withAdmin(async (req) => {
  const params = new URL(req.url).searchParams;
  const page = parseLimit(params.get("page"), "page", 1);
  const pageSize = parseLimit(params.get("pageSize"), "pageSize", USERS_PAGE_SIZE, USERS_MAX_PAGE_SIZE);
  return json(await listUsers({ page, pageSize }));
});
