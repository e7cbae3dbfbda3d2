/** @jest-environment node */
// The bench's planner entry (bench/lib/planner.ts), run as `npm run bench` runs it (tsx, react-server
// conditions) against the test database: it plans 7-day trips with the built-in planner and reports
// percentiles; the bound is p95 under 300 ms.
import { execFileSync } from "node:child_process";
import path from "node:path";

it("plans 7-day trips with the built-in planner at p95 under 300 ms", () => {
  const tsx = path.join(process.cwd(), "node_modules", ".bin", "tsx");
  const output = execFileSync(tsx, ["--conditions=react-server", "bench/lib/planner.ts", "60"], { cwd: process.cwd(), env: process.env, encoding: "utf8", timeout: 120_000 });
  const result = JSON.parse(output.trim().split("\n").pop()!) as { runs: number; p50: number; p95: number; p99: number };
  expect(result.runs).toBe(60);
  expect(result.p50).toBeGreaterThan(0);
  expect(result.p95).toBeLessThan(300);
}, 150_000);
