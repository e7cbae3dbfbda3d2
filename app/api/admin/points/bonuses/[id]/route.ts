import { AppError } from "@/lib/api/errors";
import { json, withAdmin } from "@/lib/api/handler";
import { pointsAdminMessages } from "@/lib/points/admin-schema";
import { deleteTransferBonus } from "@/lib/points/admin-service";

export const dynamic = "force-dynamic";

// DELETE /api/admin/points/bonuses/{id}: remove a transfer bonus (audited)
export const DELETE = withAdmin(async (_req, { user, params }) => {
  const raw = typeof params.id === "string" ? params.id : "";
  const id = /^\d{1,9}$/.test(raw) ? Number(raw) : Number.NaN;
  if (!Number.isSafeInteger(id) || id < 1) throw new AppError("not_found", { message: pointsAdminMessages.unknownBonus });
  await deleteTransferBonus(user, id);
  return json({ message: "Transfer bonus removed" });
});
