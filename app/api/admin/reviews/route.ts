import { json, withAdmin } from "@/lib/api/handler";
import { successMessage, uploadOptions } from "@/lib/content/admin/core";
import { createReview } from "@/lib/content/admin/reviews";
import { listAdminReviews } from "@/lib/content/admin/queries";
import { readMultipartForm } from "@/lib/uploads/multipart";

export const dynamic = "force-dynamic";

// GET /api/admin/reviews: every destination review, drafts included, newest first
export const GET = withAdmin(async () => json(await listAdminReviews()));

// POST /api/admin/reviews: create a review (multipart form with up to 20 photos)
export const POST = withAdmin(async (req, { user }) => {
  const item = await createReview(user, await readMultipartForm(req, uploadOptions.review));
  return json({ message: successMessage("review", "create"), ...item }, { status: 201 });
});
