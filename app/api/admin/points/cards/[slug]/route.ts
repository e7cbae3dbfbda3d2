import { AppError } from "@/lib/api/errors";
import { json, withAdmin } from "@/lib/api/handler";
import { readInput } from "@/lib/api/read-json";
import { pointsAdminMessages, updateCardSchema } from "@/lib/points/admin-schema";
import { updateCard } from "@/lib/points/admin-service";

export const dynamic = "force-dynamic";

// PATCH /api/admin/points/cards/{slug}: edit a travel card's fee, welcome bonus, earn rates, perks, page or date (audited)
export const PATCH = withAdmin(async (req, { user, params }) => {
  const slug = typeof params.slug === "string" ? params.slug : "";
  if (!/^[a-z0-9-]{1,80}$/.test(slug)) throw new AppError("not_found", { message: pointsAdminMessages.unknownCard });
  const result = await updateCard(user, slug, await readInput(req, updateCardSchema));
  return json({ message: result.changed.length > 0 ? "Card updated" : "Nothing changed", ...result });
});
