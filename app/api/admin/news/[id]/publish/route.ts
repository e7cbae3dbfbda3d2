import { json, withAdmin } from "@/lib/api/handler";
import { readInput } from "@/lib/api/read-json";
import { parseContentId, successMessage } from "@/lib/content/admin/core";
import { setPublished } from "@/lib/content/admin/lifecycle";
import { publishSchema } from "@/lib/content/validation";

export const dynamic = "force-dynamic";

// PATCH /api/admin/news/{id}/publish: { published: boolean } publishes or unpublishes an article
export const PATCH = withAdmin(async (req, { user, params }) => {
  const id = parseContentId("news", params.id);
  const { published } = await readInput(req, publishSchema);
  const item = await setPublished(user, "news", id, published);
  return json({ message: successMessage("news", published ? "publish" : "unpublish"), ...item });
});
