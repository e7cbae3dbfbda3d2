import { AppError } from "@/lib/api/errors";
import { json, withAdmin } from "@/lib/api/handler";
import { assertNotCrossSite } from "@/lib/api/same-origin";
import { fixUserPremium } from "@/lib/users/service";

export const dynamic = "force-dynamic";

const FIX_PREMIUM = /^fix-(.+)-premium$/;

// GET /api/admin/users/fix-{name}-premium: the one-off quick action that makes the user named {name} premium.
// A GET that changes data, so a link or image on another site must not trigger it: browsers mark
// those requests with Sec-Fetch-Site.
export const GET = withAdmin(async (req, { user, params }) => {
  assertNotCrossSite(req);
  const match = typeof params.action === "string" ? FIX_PREMIUM.exec(params.action) : null;
  if (!match?.[1]) throw new AppError("not_found", { message: "Not found" });
  const updated = await fixUserPremium(user, match[1]);
  return json({ message: "Premium activated", ...updated });
});
