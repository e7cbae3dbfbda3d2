import { json, withUser } from "@/lib/api/handler";
import { readInput } from "@/lib/api/read-json";
import { createAlert, listAlerts } from "@/lib/saved/alerts";
import { createAlertSchema } from "@/lib/saved/schema";

// GET /api/price-alerts: the signed-in user's price alerts
export const GET = withUser(async (_req, { user }) => json({ alerts: await listAlerts(user.id) }));

// POST /api/price-alerts: create an alert (free plan: at most 3 active)
export const POST = withUser(async (req, { user }) => {
  const input = await readInput(req, createAlertSchema);
  return json({ alert: await createAlert(user, input) }, { status: 201 });
});
