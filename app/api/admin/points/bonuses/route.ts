import { json, withAdmin } from "@/lib/api/handler";
import { readInput } from "@/lib/api/read-json";
import { createTransferBonusSchema } from "@/lib/points/admin-schema";
import { createTransferBonus, listTransferBonuses } from "@/lib/points/admin-service";

export const dynamic = "force-dynamic";

// GET /api/admin/points/bonuses: every transfer bonus (past, running and scheduled)
export const GET = withAdmin(async () => json({ bonuses: await listTransferBonuses() }));

// POST /api/admin/points/bonuses: add a transfer bonus { from, to, bonusPercent, startsAt, endsAt } (audited)
export const POST = withAdmin(async (req, { user }) => {
  const bonus = await createTransferBonus(user, await readInput(req, createTransferBonusSchema));
  return json({ message: "Transfer bonus added", bonus }, { status: 201 });
});
