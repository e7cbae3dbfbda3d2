import { json, withAdmin } from "@/lib/api/handler";
import { parseContentId, successMessage, uploadOptions } from "@/lib/content/admin/core";
import { deleteContent } from "@/lib/content/admin/lifecycle";
import { updateTip } from "@/lib/content/admin/tips";
import { readMultipartForm } from "@/lib/uploads/multipart";

export const dynamic = "force-dynamic";

// PUT /api/admin/tips/{id}: edit a travel tip with the create form; an empty image keeps the current one
export const PUT = withAdmin(async (req, { user, params }) => {
  const id = parseContentId("tip", params.id);
  const item = await updateTip(user, id, await readMultipartForm(req, uploadOptions.tip));
  return json({ message: successMessage("tip", "update"), ...item });
});

// DELETE /api/admin/tips/{id}: delete a travel tip and its files
export const DELETE = withAdmin(async (_req, { user, params }) => {
  const deleted = await deleteContent(user, "tip", parseContentId("tip", params.id));
  return json({ message: successMessage("tip", "delete"), ...deleted });
});
