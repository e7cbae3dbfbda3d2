import { json, withAdmin } from "@/lib/api/handler";
import { readInput } from "@/lib/api/read-json";
import { parseContentId, successMessage } from "@/lib/content/admin/core";
import { setPublished } from "@/lib/content/admin/lifecycle";
import { publishSchema } from "@/lib/content/validation";

export const dynamic = "force-dynamic";

// PATCH /api/admin/reviews/{id}/publish: { published: boolean } publishes or unpublishes a review
export const PATCH = withAdmin(async (req, { user, params }) => {
  const id = parseContentId("review", params.id);
  const { published } = await readInput(req, publishSchema);
  const item = await setPublished(user, "review", id, published);
  return json({ message: successMessage("review", published ? "publish" : "unpublish"), ...item });
});
