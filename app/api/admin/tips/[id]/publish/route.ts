import { json, withAdmin } from "@/lib/api/handler";
import { readInput } from "@/lib/api/read-json";
import { parseContentId, successMessage } from "@/lib/content/admin/core";
import { setPublished } from "@/lib/content/admin/lifecycle";
import { publishSchema } from "@/lib/content/validation";

export const dynamic = "force-dynamic";

// PATCH /api/admin/tips/{id}/publish: { published: boolean } publishes or unpublishes a travel tip
export const PATCH = withAdmin(async (req, { user, params }) => {
  const id = parseContentId("tip", params.id);
  const { published } = await readInput(req, publishSchema);
  const item = await setPublished(user, "tip", id, published);
  return json({ message: successMessage("tip", published ? "publish" : "unpublish"), ...item });
});
