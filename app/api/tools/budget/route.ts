import { clientAddress } from "@/lib/api/client-address";
import { json, withSession } from "@/lib/api/handler";
import { consumeCostLimits } from "@/lib/rate-limit";
import { AppError } from "@/lib/api/errors";
import { readInput } from "@/lib/api/read-json";
import { budgetProblemMessage, validateBudgetForm, type BudgetProblem } from "@/lib/tools/budget-form";
import { budgetBodySchema } from "@/lib/tools/schema";
import { calculateBudget, getBudgetDeals } from "@/lib/tools/service";

export const dynamic = "force-dynamic";

function reject(problems: BudgetProblem[]): never {
  const issues = problems.map((problem) => ({ path: problem.field, message: budgetProblemMessage(problem) }));
  throw new AppError("bad_request", { message: issues[0]?.message ?? "Invalid request", issues });
}

// POST /api/tools/budget: a trip's cost per category and in total, in the chosen currency, with the cheapest live deals
export const POST = withSession(async (req, { user }) => {
  const body = await readInput(req, budgetBodySchema);
  await consumeCostLimits("calculator", { account: user?.id ?? null, address: clientAddress(req) });
  const checked = validateBudgetForm({ ...body, currency: body.currency ?? "USD" });
  if (!checked.request) reject(checked.problems);
  const { problems, result } = await calculateBudget(checked.request);
  if (!result) reject(problems);
  const deals = await getBudgetDeals(result);
  return json({
    style: result.style,
    travellers: result.travellers,
    rooms: result.rooms,
    days: result.days,
    currency: result.currency,
    rate: result.rate,
    categories: result.converted.categories,
    total: result.converted.total,
    usd: result.usd,
    stops: result.stops.map((stop) => ({ place: stop.place.label, destination: stop.place.destinationSlug, days: stop.days, dailyUsd: stop.dailyUsd, totalUsd: stop.totalUsd })),
    deals: deals.flatMap((entry) => [entry.flight, entry.hotel].filter((deal) => deal !== null).map((deal) => ({ id: deal.id, kind: deal.kind, title: deal.title, priceUsd: deal.priceUsd, destination: deal.destinationSlug }))),
    ratesDate: result.ratesDate,
  });
});
