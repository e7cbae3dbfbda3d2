// The built-in planner, timed in process against the bench database (run by bench/run.mjs with
// tsx): what POST /api/itineraries/generate does before saving, for a 7-day trip: resolve the
// destination, read its places, plan. Prints one JSON line: runs and p50/p95/p99 in ms.
import { performance } from "node:perf_hooks";
import { db } from "@/lib/db";
import { generatePlanSchema } from "@/lib/planner/schema";
import { builtinProvider, resolvePlannableDestination } from "@/lib/planner/service";

const DESTINATIONS = ["paris", "tokyo", "london", "new-york", "rome", "barcelona", "bangkok", "malaga", "cape-town", "sydney"];
const RUNS = Number(process.argv[2] ?? 300);
const WARMUP = 20;

async function planOnce(index: number): Promise<number> {
  const input = generatePlanSchema.parse({ destination: DESTINATIONS[index % DESTINATIONS.length], days: 7, interests: ["culture", "food"], pace: "moderate" });
  const started = performance.now();
  const destination = await resolvePlannableDestination(input.destination);
  const days = await builtinProvider.plan(destination, input);
  if (days.length !== 7) throw new Error(`${input.destination}: ${days.length} days planned, not 7`);
  return performance.now() - started;
}

async function main() {
  try {
    for (let i = 0; i < WARMUP; i++) await planOnce(i);
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) times.push(await planOnce(i));
    times.sort((a, b) => a - b);
    const at = (share: number) => Math.round(times[Math.min(times.length - 1, Math.floor(share * times.length))]! * 10) / 10;
    console.log(JSON.stringify({ runs: RUNS, destinations: DESTINATIONS.length, p50: at(0.5), p95: at(0.95), p99: at(0.99) }));
  } finally {
    await db().$disconnect();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
