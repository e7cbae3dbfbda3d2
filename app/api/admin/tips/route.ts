import { json, withAdmin } from "@/lib/api/handler";
import { successMessage, uploadOptions } from "@/lib/content/admin/core";
import { createTip } from "@/lib/content/admin/tips";
import { listAdminTips } from "@/lib/content/admin/queries";
import { readMultipartForm } from "@/lib/uploads/multipart";

export const dynamic = "force-dynamic";

// GET /api/admin/tips: every travel tip, drafts included, newest first
export const GET = withAdmin(async () => json(await listAdminTips()));

// POST /api/admin/tips: create a travel tip (multipart form with one image)
export const POST = withAdmin(async (req, { user }) => {
  const item = await createTip(user, await readMultipartForm(req, uploadOptions.tip));
  return json({ message: successMessage("tip", "create"), ...item }, { status: 201 });
});
