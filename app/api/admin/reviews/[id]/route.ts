import { json, withAdmin } from "@/lib/api/handler";
import { parseContentId, successMessage, uploadOptions } from "@/lib/content/admin/core";
import { deleteContent } from "@/lib/content/admin/lifecycle";
import { updateReview } from "@/lib/content/admin/reviews";
import { readMultipartForm } from "@/lib/uploads/multipart";

export const dynamic = "force-dynamic";

// PUT /api/admin/reviews/{id}: edit a review with the create form; new photos are added to the existing ones
export const PUT = withAdmin(async (req, { user, params }) => {
  const id = parseContentId("review", params.id);
  const item = await updateReview(user, id, await readMultipartForm(req, uploadOptions.review));
  return json({ message: successMessage("review", "update"), ...item });
});

// DELETE /api/admin/reviews/{id}: delete a review and its files
export const DELETE = withAdmin(async (_req, { user, params }) => {
  const deleted = await deleteContent(user, "review", parseContentId("review", params.id));
  return json({ message: successMessage("review", "delete"), ...deleted });
});
