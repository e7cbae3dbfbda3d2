// Writes the two bundled experience feeds under prisma/feeds/: LocalLoop's activities (each with
// the adventure it is, or none for city tours, classes and tickets) and HarborSail's boat
// charters (boat type, skippered or bareboat, cabins, guests, days and departure marina as fields
// of their own). Deterministic (seeded PRNG), from the real places of prisma/data/destinations.txt.
// Charters leave only from marinas that exist at those places.
//   node scripts/generate-experience-feeds.mjs [--activities 1600] [--charters 240] [--base-date 2026-11-20] [--out prisma/feeds]
import fs from "node:fs";
import path from "node:path";
import { arg, costOf, csvCell, dayFrom, money, readPlaces, root, seasonOf, seededRandom } from "./lib/sample-feeds.mjs";

const ACTIVITIES = Number(arg("activities", "1600"));
const CHARTERS = Number(arg("charters", "240"));
const BASE = new Date(`${arg("base-date", "2026-11-20")}T00:00:00Z`);
const OUT = path.resolve(root, arg("out", "prisma/feeds"));

const { random, between, int, pick } = seededRandom(20261125);

const places = readPlaces();
const bySlug = new Map(places.map((p) => [p.slug, p]));
const day = dayFrom(BASE);
const has = (place, themes) => themes.some((theme) => place.themes.includes(theme));

// [name, adventure category (null: not an adventure), themes a place needs (any of), themes added]
const ACTIVITY_TYPES = [
  ["Walking food tour", null, [], ["food", "cultural"]],
  ["Old town history walk", null, [], ["historical"]],
  ["Cooking class with a local chef", null, [], ["food"]],
  ["Museum skip-the-line ticket", null, ["cultural", "historical", "urban"], ["cultural"]],
  ["Street art bike tour", null, ["urban"], ["urban"]],
  ["Live music night", null, ["urban", "cultural"], ["cultural"]],
  ["Food market tasting walk", null, ["food", "urban"], ["food"]],
  ["Guided day hike", "adventure_tour", ["mountain", "nature"], ["nature"]],
  ["Zip-line canopy tour", "adventure_tour", ["nature", "wildlife"], ["nature"]],
  ["Mountain bike ride with a guide", "adventure_tour", ["mountain", "nature"], ["mountain"]],
  ["Rock climbing session with an instructor", "adventure_tour", ["mountain"], ["mountain"]],
  ["Canyoning descent", "adventure_tour", ["mountain"], ["mountain", "nature"]],
  ["Horseback trail ride", "adventure_tour", ["nature", "mountain"], ["nature"]],
  ["Wildlife safari drive", "adventure_tour", ["wildlife"], ["wildlife"]],
  ["Tandem paragliding flight", "adventure_tour", ["mountain"], ["mountain"]],
  ["Hot-air balloon flight", "adventure_tour", ["nature", "historical"], ["nature"]],
  ["Quad bike trail tour", "adventure_tour", ["nature", "beach"], ["nature"]],
  ["Sunset kayak trip", "water_activity", ["beach", "island", "nature"], ["nature"]],
  ["Snorkelling trip", "water_activity", ["beach", "island"], ["beach"]],
  ["Discover scuba diving session", "water_activity", ["beach", "island"], ["beach"]],
  ["Surf lesson", "water_activity", ["beach"], ["beach"]],
  ["Stand-up paddleboard session", "water_activity", ["beach", "island"], ["beach"]],
  ["White-water rafting trip", "water_activity", ["mountain"], ["nature", "mountain"]],
  ["Shared sailing day", "water_activity", ["beach", "island"], ["island"]],
  ["Whale and dolphin watching cruise", "water_activity", ["island", "wildlife"], ["wildlife"]],
  ["Full-day countryside excursion", "day_excursion", [], ["nature"]],
  ["Day trip to nearby villages", "day_excursion", ["historical", "cultural", "hidden"], ["hidden"]],
  ["Wine and food country day trip", "day_excursion", ["food"], ["food"]],
  ["Island-hopping day trip", "day_excursion", ["island"], ["island", "beach"]],
  ["Full-day national park excursion", "day_excursion", ["nature", "wildlife"], ["nature", "wildlife"]],
  ["Small-group highlights day tour", "day_excursion", [], ["cultural"]],
];
const CATEGORY_SHARE = [[null, 0.24], ["adventure_tour", 0.3], ["water_activity", 0.26], ["day_excursion", 0.2]];

function drawCategory() {
  let roll = random();
  for (const [category, share] of CATEGORY_SHARE) {
    if (roll < share) return category;
    roll -= share;
  }
  return null;
}

function activityOffer(index) {
  const category = drawCategory();
  const [name, , needs, extra] = pick(ACTIVITY_TYPES.filter((type) => type[1] === category));
  const dest = pick(needs.length ? places.filter((place) => has(place, needs)) : places);
  const guests = int(1, 4);
  const hours = category === "day_excursion" ? int(8, 11) : int(2, 6);
  const usd = guests * between(category ? 35 : 18, category ? 170 : 120) * costOf(dest) * (category === "day_excursion" ? 1.4 : 1);
  const start = int(10, 240);
  const themes = [...new Set([...dest.themes, ...extra])].filter((theme) => theme !== "beach" || has(dest, ["beach", "island"]));
  return {
    externalId: `LL-${String(index + 1).padStart(5, "0")}`,
    kind: "activity",
    title: `${name} in ${dest.name}`,
    description: `${name} in ${dest.name}, ${dest.country}, for ${guests} ${guests === 1 ? "person" : "people"}, about ${hours} hours. Small group, local guide, free cancellation up to 24 hours before.`,
    dest,
    start,
    end: start,
    usd,
    includes: { guests, guide: true, durationHours: hours },
    category,
    themes,
  };
}

// Marinas that exist at our coastal places: slug -> marina name.
const MARINAS = {
  "palma-de-mallorca": "Club de Mar",
  ibiza: "Marina Ibiza",
  barcelona: "Marina Port Vell",
  valencia: "Marina de València",
  "las-palmas-de-gran-canaria": "Muelle Deportivo de Las Palmas",
  "santa-cruz-de-tenerife": "Marina Santa Cruz",
  lisbon: "Doca de Alcântara",
  funchal: "Funchal Marina",
  nice: "Port Lympia",
  ajaccio: "Port Tino Rossi",
  cagliari: "Marina di Sant'Elmo",
  naples: "Mergellina harbour",
  amalfi: "Amalfi harbour",
  palermo: "La Cala marina",
  valletta: "Grand Harbour Marina",
  athens: "Alimos Marina",
  mykonos: "Mykonos New Marina (Tourlos)",
  santorini: "Vlychada Marina",
  rhodes: "Rhodes Marina",
  corfu: "Gouvia Marina",
  heraklion: "Heraklion harbour",
  split: "ACI Marina Split",
  dubrovnik: "ACI Marina Dubrovnik",
  kotor: "Marina Kotor",
  antalya: "Kaleiçi Yacht Harbour",
  hurghada: "Hurghada Marina",
  dubai: "Dubai Marina",
  mahe: "Eden Island Marina",
  "cape-town": "V&A Waterfront Marina",
  phuket: "Ao Po Grand Marina",
  langkawi: "Telaga Harbour",
  singapore: "ONE°15 Marina Sentosa Cove",
  sydney: "Rushcutters Bay",
  cairns: "Marlin Marina",
  auckland: "Westhaven Marina",
  papeete: "Papeete Marina",
  miami: "Miami Beach Marina",
  "key-west": "Key West Bight Marina",
  "san-diego": "Shelter Island",
  honolulu: "Ala Wai Boat Harbor",
  nassau: "Nassau Yacht Haven",
  cancun: "Marina Puerto Cancún",
  "los-cabos": "Marina Cabo San Lucas",
  "puerto-vallarta": "Marina Vallarta",
};
for (const slug of Object.keys(MARINAS)) if (!bySlug.has(slug)) throw new Error(`no destination ${slug}`);
const GULET_COUNTRIES = ["TR", "HR", "GR", "ME"];

// [type, label, cabins range, guests per cabin, day range, can be bareboat]
const BOATS = [
  ["sailing_yacht", "Sailing yacht", [2, 5], 2, [3, 14], true],
  ["catamaran", "Catamaran", [3, 6], 2, [3, 14], true],
  ["motor_yacht", "Motor yacht", [1, 5], 2, [1, 7], false],
  ["gulet", "Gulet", [4, 8], 2, [4, 10], false],
  ["fishing_boat", "Fishing boat", [0, 0], 0, [1, 1], false],
];

function charterOffer(index) {
  const slug = pick(Object.keys(MARINAS));
  const port = bySlug.get(slug);
  const boats = BOATS.filter((boat) => boat[0] !== "gulet" || GULET_COUNTRIES.includes(port.countryCode));
  const [boatType, label, [minCabins, maxCabins], perCabin, [minDays, maxDays], canBareboat] = pick(boats);
  const cabins = int(minCabins, maxCabins);
  const guests = cabins ? cabins * perCabin + (random() < 0.3 ? 2 : 0) : int(4, 8);
  const days = int(minDays, maxDays);
  const skippered = !(canBareboat && random() < 0.5);
  const marina = MARINAS[slug];
  const usd = days * Math.max(cabins, 2) * between(90, 210) * costOf(port) * (boatType === "motor_yacht" ? 2.2 : 1) * (skippered ? 1.25 : 1);
  const start = int(10, 300);
  const crew = skippered ? "skippered" : "bareboat";
  const title = `${skippered ? "Skippered" : "Bareboat"} ${label.toLowerCase()} charter from ${port.name}, ${days} ${days === 1 ? "day" : "days"}`;
  const size = cabins ? `${cabins} cabins, up to ${guests} guests` : `up to ${guests} guests`;
  const description = `${label} (${size}) from ${marina}, ${port.name}, ${port.country}. ${
    skippered ? "A professional skipper sails the boat" : "Bareboat: you sail it yourself, with a recognised sailing licence"
  }; fuel ${skippered ? "and snorkelling gear included" : "charged on return"}.`;
  return {
    externalId: `HS-${String(index + 1).padStart(5, "0")}`,
    kind: "boat_charter",
    title,
    description,
    dest: port,
    start,
    end: start + days,
    usd,
    includes: { days, guests, skipper: skippered, fuel: skippered },
    charter: { boatType, skippered, cabins, guests, days, marina, crew },
    themes: [...port.themes],
  };
}

function finish(offer) {
  const startDate = day(offer.start);
  return {
    ...offer,
    startDate,
    endDate: day(offer.end),
    validUntil: day(int(60, 420)),
    typicalUsd: random() < 0.85 ? offer.usd * between(1.05, 1.6) : null,
    rating: Math.round(between(3.6, 5) * 10) / 10,
    themes: offer.usd < 400 && !offer.themes.includes("budget") && random() < 0.3 ? [...offer.themes, "budget"] : offer.themes,
    season: random() < 0.15 ? "all_year" : seasonOf(startDate, offer.dest.lat < 0),
  };
}


fs.mkdirSync(OUT, { recursive: true });

const activities = Array.from({ length: ACTIVITIES }, (_, index) => finish(activityOffer(index)));
const localloop = {
  partner: "localloop",
  generatedAt: `${day(0)}T06:00:00Z`,
  offers: activities.map((o) => {
    const currency = pick(["USD", "EUR", "THB", "MXN"]);
    return {
      offerId: o.externalId,
      type: o.kind,
      name: o.title,
      summary: o.description,
      operator: null,
      from: null,
      to: o.dest.slug,
      travel: { start: o.startDate, end: o.endDate },
      expires: o.validUntil,
      pricing: { amount: money(o.usd, currency), was: o.typicalUsd ? money(o.typicalUsd, currency) : null, currency },
      includes: o.includes,
      category: o.category,
      media: [],
      rating: o.rating,
      tags: o.themes,
      season: o.season,
    };
  }),
};
fs.writeFileSync(path.join(OUT, "localloop.json"), `${JSON.stringify(localloop, null, 1)}\n`);

const charters = Array.from({ length: CHARTERS }, (_, index) => finish(charterOffer(index)));
const COLUMNS = ["external_id", "kind", "title", "description", "provider", "origin", "destination", "start_date", "end_date", "valid_until", "price", "original_price", "currency", "includes", "images", "rating", "themes", "season", "boat_type", "skippered", "cabins", "guests", "charter_days", "departure_marina"];
const lines = [COLUMNS.join(",")];
for (const o of charters) {
  const currency = pick(["EUR", "USD"]);
  const c = o.charter;
  const row = [o.externalId, o.kind, o.title, o.description, "", "", o.dest.slug, o.startDate, o.endDate, o.validUntil, money(o.usd, currency), o.typicalUsd ? money(o.typicalUsd, currency) : "", currency, JSON.stringify(o.includes), "", o.rating, o.themes.join("|"), o.season, c.boatType, c.skippered, c.cabins, c.guests, c.days, c.marina];
  lines.push(row.map(csvCell).join(","));
}
fs.writeFileSync(path.join(OUT, "harborsail.csv"), `${lines.join("\n")}\n`);
const adventures = activities.filter((o) => o.category).length;
console.log(`wrote ${activities.length} activities (${adventures} adventures) and ${charters.length} charters to ${path.relative(root, OUT) || "."}`);
