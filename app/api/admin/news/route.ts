import { json, withAdmin } from "@/lib/api/handler";
import { successMessage, uploadOptions } from "@/lib/content/admin/core";
import { createNews } from "@/lib/content/admin/news";
import { listAdminNews } from "@/lib/content/admin/queries";
import { readMultipartForm } from "@/lib/uploads/multipart";

export const dynamic = "force-dynamic";

// GET /api/admin/news: every article, drafts included, newest first
export const GET = withAdmin(async () => json(await listAdminNews()));

// POST /api/admin/news: create an article (multipart form with one image)
export const POST = withAdmin(async (req, { user }) => {
  const item = await createNews(user, await readMultipartForm(req, uploadOptions.news));
  return json({ message: successMessage("news", "create"), ...item }, { status: 201 });
});
