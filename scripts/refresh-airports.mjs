// Refreshes the bundled airport snapshot from OurAirports (public domain, updated daily):
//   node scripts/refresh-airports.mjs <path to airports.csv> [--date YYYY-MM-DD]
// The CSV is https://davidmegginson.github.io/ourairports-data/airports.csv (or the file of the
// davidmegginson/ourairports-data repository). Keeps only the airports with scheduled service
// (scripts/lib/airports.mjs) and writes prisma/data/airports/ourairports-scheduled.tsv with the
// date of the CSV (default: today), then prints what changed.
import fs from "node:fs";
import path from "node:path";
import { readSnapshot, scheduledAirports, snapshotText } from "./lib/airports.mjs";
import { root } from "./lib/paths.mjs";

const file = process.argv[2];
if (!file || file.startsWith("--")) {
  console.error("Usage: node scripts/refresh-airports.mjs <airports.csv> [--date YYYY-MM-DD]");
  process.exit(1);
}
const dateIndex = process.argv.indexOf("--date");
const date = dateIndex > 0 ? process.argv[dateIndex + 1] : new Date().toISOString().slice(0, 10);
if (!/^\d{4}-\d{2}-\d{2}$/.test(date ?? "")) {
  console.error(`--date must be YYYY-MM-DD, not "${date}"`);
  process.exit(1);
}

const airports = scheduledAirports(fs.readFileSync(path.resolve(file), "utf8"));
if (airports.length < 1000) {
  console.error(`only ${airports.length} airports with scheduled service: is ${file} OurAirports' full airports.csv?`);
  process.exit(1);
}
const out = path.join(root, "prisma", "data", "airports", "ourairports-scheduled.tsv");
const before = fs.existsSync(out) ? new Set(readSnapshot(fs.readFileSync(out, "utf8")).airports.map((airport) => airport.iata)) : new Set();
fs.mkdirSync(path.dirname(out), { recursive: true });
fs.writeFileSync(out, snapshotText(airports, date));
const now = new Set(airports.map((airport) => airport.iata));
const added = [...now].filter((iata) => !before.has(iata));
const removed = [...before].filter((iata) => !now.has(iata));
console.log(`${airports.length} airports with scheduled service (${date}) -> ${path.relative(root, out)}; ${added.length} added, ${removed.length} removed`);
if (removed.length) console.log(`removed: ${removed.join(", ")}`);
