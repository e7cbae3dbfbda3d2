import { json, withAdmin } from "@/lib/api/handler";
import { parseContentId, successMessage, uploadOptions } from "@/lib/content/admin/core";
import { deleteContent } from "@/lib/content/admin/lifecycle";
import { updateNews } from "@/lib/content/admin/news";
import { readMultipartForm } from "@/lib/uploads/multipart";

export const dynamic = "force-dynamic";

// PUT /api/admin/news/{id}: edit an article with the create form; an empty image keeps the current one
export const PUT = withAdmin(async (req, { user, params }) => {
  const id = parseContentId("news", params.id);
  const item = await updateNews(user, id, await readMultipartForm(req, uploadOptions.news));
  return json({ message: successMessage("news", "update"), ...item });
});

// DELETE /api/admin/news/{id}: delete an article and its files
export const DELETE = withAdmin(async (_req, { user, params }) => {
  const deleted = await deleteContent(user, "news", parseContentId("news", params.id));
  return json({ message: successMessage("news", "delete"), ...deleted });
});
