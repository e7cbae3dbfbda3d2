import { AppError } from "@/lib/api/errors";
import { json, withUser } from "@/lib/api/handler";
import { readInput } from "@/lib/api/read-json";
import { deleteAlert, setAlertActive } from "@/lib/saved/alerts";
import { parseDealIds, updateAlertSchema } from "@/lib/saved/schema";

function alertId(value: unknown): number {
  const ids = parseDealIds(String(value ?? ""), 1);
  if (!ids || ids.length !== 1) throw new AppError("not_found", { message: "Price alert not found" });
  return ids[0]!;
}

// PATCH /api/price-alerts/{id}: pause ({ active: false }) or resume ({ active: true }) an alert
export const PATCH = withUser(async (req, { user, params }) => {
  const id = alertId(params.id);
  const { active } = await readInput(req, updateAlertSchema);
  return json({ alert: await setAlertActive(user.id, id, active) });
});

// DELETE /api/price-alerts/{id}: delete one of the signed-in user's alerts
export const DELETE = withUser(async (_req, { user, params }) => {
  await deleteAlert(user.id, alertId(params.id));
  return new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });
});
