// The deal page's and the search's data work timed in process (issue 36), against DATABASE_URL:
// getDeal + getSimilarDeals for 200 live deals drawn at random (what a deal page reads before it
// renders), and searchDeals for the bench's five searches and a rare word, 40 times each. No
// HTTP and no rendering: the part that grows with the catalogue, apart from the machine's load.
// Prints one JSON line. Run: DATABASE_URL=... tsx --conditions=react-server bench/lib/deal-queries.ts
import { performance } from "node:perf_hooks";
import { db } from "@/lib/db";
import { getDeal, getSimilarDeals, searchDeals } from "@/lib/deals/queries";
import { parseDealSearch } from "@/lib/deals/schema";

const SEARCHES: Array<Record<string, string>> = [{ q: "beach", kind: "hotel", max: "1500", sort: "price" }, { q: "barcelna" }, {}, { page: "50" }, { q: "skiathos" }, { q: "united states" }];
const percentile = (times: number[], share: number) => {
  const sorted = [...times].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))]! * 10) / 10;
};
const summary = (times: number[]) => ({ runs: times.length, p50: percentile(times, 0.5), p95: percentile(times, 0.95) });

async function main() {
  const ids = (await db().$queryRaw<Array<{ id: number }>>`SELECT id FROM deals TABLESAMPLE SYSTEM (5) WHERE status = 'live' AND valid_until >= now() LIMIT 200`).map((row) => row.id);
  const dealTimes: number[] = [];
  for (const [index, id] of [...ids.slice(0, 20), ...ids].entries()) {
    const started = performance.now();
    const deal = await getDeal(id);
    if (!deal) throw new Error(`deal ${id} not found`);
    await getSimilarDeals(deal);
    if (index >= 20) dealTimes.push(performance.now() - started);
  }
  const searches: Record<string, ReturnType<typeof summary> & { total: number; capped: boolean }> = {};
  for (const params of SEARCHES) {
    const times: number[] = [];
    let last = { total: 0, totalCapped: false };
    for (let run = 0; run < 45; run += 1) {
      const started = performance.now();
      last = await searchDeals(parseDealSearch(params));
      if (run >= 5) times.push(performance.now() - started);
    }
    searches[new URLSearchParams(params).toString() || "(no filter)"] = { ...summary(times), total: last.total, capped: last.totalCapped };
  }
  console.log(JSON.stringify({ dealPage: summary(dealTimes), searches }));
  await db().$disconnect();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
