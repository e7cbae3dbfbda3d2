// Writes the bundled SAMPLE partner feeds (made-up partners on .example domains; every deal they
// give is labelled a sample offer on the site, docs/going-live-with-partner-feeds.md) under prisma/feeds/ from the real places in
// prisma/data/destinations.txt: fares scale with distance and local cost, in each partner's
// currency. Deterministic (seeded PRNG), so the same arguments always give the same files.
// The two experience partners (LocalLoop's activities, HarborSail's charters) carry fields of
// their own and come from scripts/generate-experience-feeds.mjs, called here at the same scale.
//   node scripts/generate-feeds.mjs [--count 3600] [--base-date 2026-11-20] [--out prisma/feeds]
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { arg, costOf, csvCell, dayFrom, money, readPlaces, root, seasonOf, seededRandom } from "./lib/sample-feeds.mjs";

const TOTAL = Number(arg("count", "3600"));
const BASE = new Date(`${arg("base-date", "2026-11-20")}T00:00:00Z`);
const OUT = path.resolve(root, arg("out", "prisma/feeds"));

const { random, between, int, pick } = seededRandom(20261120);

const places = readPlaces();
const bySlug = new Map(places.map((p) => [p.slug, p]));
const HUBS = ["new-york", "london", "los-angeles", "chicago", "toronto", "paris", "madrid", "berlin", "amsterdam", "tokyo", "sydney", "singapore", "dubai", "miami", "san-francisco", "mexico-city", "sao-paulo", "hong-kong", "seoul", "rome"].map((s) => bySlug.get(s));
const km = (a, b) => {
  const rad = Math.PI / 180;
  const h = Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.lon - a.lon) * rad) / 2) ** 2;
  return 12742 * Math.asin(Math.sqrt(h));
};
const day = dayFrom(BASE);

const HOTEL_WORDS = [["Grand", "Casa", "The", "Hotel", "Villa", "Palazzo", "Maison", "Old Town", "Harbour", "Garden"], ["Plaza", "Boutique", "Suites", "Residence", "Lodge", "Inn", "Palace", "House", "Retreat", "Quarter"]];
const RENTALS = ["sunny apartment", "family townhouse", "studio with balcony", "loft near the old town", "cottage with garden", "beach house", "two-bedroom flat", "cabin with views"];
const SHIPS = ["Ocean Aurora", "Star Mariner", "Coral Voyager", "Nordic Horizon", "Azure Serenade", "Pacific Pearl", "Atlantic Spirit"];
const CARS = [["Economy", "Fiat 500 or similar"], ["Compact", "VW Golf or similar"], ["SUV", "Toyota RAV4 or similar"], ["Convertible", "Ford Mustang or similar"], ["Minivan", "Chrysler Pacifica or similar"]];
const ACTIVITIES = [["Walking food tour", ["food", "cultural"]], ["Old town history walk", ["historical"]], ["Sunset kayak trip", ["nature"]], ["Cooking class with a local chef", ["food"]], ["Museum skip-the-line ticket", ["cultural"]], ["Day hike with a guide", ["mountain", "nature"]], ["Wildlife spotting excursion", ["wildlife"]], ["Snorkelling trip", ["beach"]], ["Street art bike tour", ["urban"]], ["Live music night", ["cultural"]], ["Food market festival", ["food"]], ["Hot-air balloon flight", ["nature"]]];
const BOATS = [["Sailing yacht", 8], ["Catamaran", 10], ["Motor yacht", 12], ["Gulet", 14], ["Fishing boat", 6]];

function themesFor(place, extra = []) {
  const set = new Set([...place.themes, ...extra]);
  return [...set];
}

/** One offer in a neutral shape; each writer maps it to its own feed format. */
function offer(kind, index, partner) {
  const dest = pick(places);
  const start = int(10, 240);
  const rating = Math.round(between(3.4, 5) * 10) / 10;
  const cost = costOf(dest);
  let origin = null;
  let title;
  let description;
  let provider = null;
  let usd;
  let includes;
  let length = 0;
  let themes = themesFor(dest);
  const coastal = dest.themes.includes("beach") || dest.themes.includes("island");
  switch (kind) {
    case "flight": {
      origin = pick(HUBS.filter((hub) => hub.slug !== dest.slug));
      const distance = km(origin, dest);
      const roundTrip = random() < 0.75;
      length = roundTrip ? int(4, 16) : 0;
      // Sample fares name no airline: a made-up fare must not put a real airline on a route it may
      // not fly. (The draw that once picked one is kept, so the other offers stay as they were.)
      random();
      usd = (60 + distance * 0.075) * between(0.7, 1.25) * (roundTrip ? 1.7 : 1);
      title = `${roundTrip ? "Round trip" : "One way"} ${origin.name} to ${dest.name}`;
      description = `Sample economy fare from ${origin.name} to ${dest.name}, ${dest.country}. ${roundTrip ? `Return after ${length} nights.` : "One-way fare."} Taxes and carrier fees included.`;
      includes = { cabin: "economy", carryOn: true, checkedBags: random() < 0.4 ? 1 : 0, taxesAndFees: true, roundTrip };
      break;
    }
    case "hotel": {
      length = int(2, 7);
      provider = `${pick(HOTEL_WORDS[0])} ${pick(HOTEL_WORDS[1])} ${dest.name.split(" (")[0]}`;
      const stars = int(3, 5);
      usd = length * (55 + stars * 38) * cost * between(0.75, 1.2);
      title = `${provider}: ${length} nights, ${stars}-star`;
      description = `${length} nights at the ${stars}-star ${provider} in ${dest.name}, ${dest.country}. Free cancellation up to 48 hours before arrival, "pay at hotel" option.`;
      includes = { nights: length, guests: 2, breakfast: random() < 0.5, taxesAndFees: true, stars };
      break;
    }
    case "vacation_rental": {
      length = int(3, 10);
      const guests = int(2, 8);
      const home = pick(RENTALS);
      usd = length * (45 + guests * 22) * cost * between(0.7, 1.2);
      title = `${home[0].toUpperCase()}${home.slice(1)} in ${dest.name} for ${guests} guests`;
      description = `A ${home} in ${dest.name}, ${dest.country}, sleeps ${guests}. ${length} nights, cleaning fee included, self check-in.`;
      includes = { nights: length, guests, cleaningFee: true, wifi: true };
      break;
    }
    case "package": {
      origin = pick(HUBS.filter((hub) => hub.slug !== dest.slug));
      length = int(4, 12);
      usd = (80 + km(origin, dest) * 0.07) * 1.6 + length * 95 * cost * between(0.7, 1.15);
      title = `${length}-night ${dest.name} escape from ${origin.name}: flight + hotel`;
      description = `Return flights from ${origin.name} and ${length} nights in a 4-star hotel in ${dest.name}, ${dest.country}. Airport transfers, checked bag and all taxes included.`;
      includes = { nights: length, guests: 2, flights: true, hotel: true, transfers: true, checkedBags: 1 };
      break;
    }
    case "cruise": {
      const port = pick(places.filter((p) => p.themes.includes("beach") || p.themes.includes("island")));
      length = int(4, 14);
      provider = pick(SHIPS);
      usd = length * between(70, 190);
      title = `${length}-night cruise from ${port.name} aboard ${provider}`;
      description = `Sail ${length} nights round trip from ${port.name}, ${port.country}, on the ${provider}. Inside cabin for two, all main meals and port fees included.`;
      includes = { nights: length, guests: 2, meals: true, portFees: true, cabin: "inside" };
      themes = themesFor(port, ["island"]);
      return finish(kind, index, partner, { dest: port, origin, title, description, provider, usd, includes, start, length, rating, themes });
    }
    case "rental_car": {
      length = int(3, 14);
      const [category, model] = pick(CARS);
      provider = "RoadRunner";
      usd = length * between(22, 75) * cost;
      title = `${category} car in ${dest.name}, ${length} days`;
      description = `${model}. Pick up and drop off in ${dest.name}, ${dest.country}. Unlimited mileage, basic insurance and airport fees included.`;
      includes = { days: length, unlimitedMileage: true, insurance: "basic", category };
      break;
    }
    case "activity": {
      const [name, extra] = pick(ACTIVITIES);
      const guests = int(1, 4);
      usd = guests * between(18, 140) * cost;
      title = `${name} in ${dest.name}`;
      description = `${name} in ${dest.name}, ${dest.country}, for ${guests} ${guests === 1 ? "person" : "people"}. Small group, local guide, free cancellation up to 24 hours before.`;
      includes = { guests, guide: true, durationHours: int(2, 8) };
      themes = themesFor(dest, extra);
      break;
    }
    case "boat_charter": {
      const port = pick(places.filter((p) => p.themes.includes("beach") || p.themes.includes("island")));
      const [boat, capacity] = pick(BOATS);
      length = int(1, 7);
      usd = length * capacity * between(45, 120) * costOf(port);
      title = `${boat} charter from ${port.name}, ${length} ${length === 1 ? "day" : "days"}`;
      description = `Private ${boat.toLowerCase()} for up to ${capacity} guests from ${port.name}, ${port.country}. Skipper, fuel and snorkelling gear included.`;
      includes = { days: length, guests: capacity, skipper: true, fuel: true };
      return finish(kind, index, partner, { dest: port, origin, title, description, provider, usd, includes, start, length, rating, themes: themesFor(port) });
    }
    default:
      throw new Error(`unknown kind ${kind}`);
  }
  if (!coastal && kind === "activity") themes = themes.filter((t) => t !== "beach");
  return finish(kind, index, partner, { dest, origin, title, description, provider, usd, includes, start, length, rating, themes });
}

function finish(kind, index, partner, o) {
  const typical = o.usd * between(1.05, 1.7);
  const startDate = day(o.start);
  const south = o.dest.lat < 0;
  return {
    externalId: `${partner.prefix}-${String(index + 1).padStart(5, "0")}`,
    kind,
    title: o.title,
    description: o.description,
    provider: o.provider,
    origin: o.origin?.slug ?? "",
    destination: o.dest.slug,
    startDate,
    endDate: o.length ? day(o.start + o.length) : startDate,
    validUntil: day(int(45, 420)),
    usd: o.usd,
    typicalUsd: random() < 0.85 ? typical : null,
    includes: o.includes,
    rating: o.rating,
    themes: o.usd < 400 && !o.themes.includes("budget") && random() < 0.3 ? [...o.themes, "budget"] : o.themes,
    season: random() < 0.15 ? "all_year" : seasonOf(startDate, south),
  };
}

// Partner feeds: format, kinds with their share of the total, currencies offered.
const FEEDS = [
  { slug: "skyhop", prefix: "SH", format: "csv", kinds: [["flight", 0.16]], currencies: ["USD"] },
  { slug: "aeronimbus", prefix: "AN", format: "json", kinds: [["flight", 0.12]], currencies: ["EUR", "GBP", "USD"] },
  { slug: "stayscout", prefix: "SS", format: "csv", kinds: [["hotel", 0.17]], currencies: ["USD", "EUR", "JPY", "AUD"] },
  { slug: "casanomad", prefix: "CN", format: "json", kinds: [["vacation_rental", 0.11]], currencies: ["EUR", "USD"] },
  { slug: "bundlevoyage", prefix: "BV", format: "csv", kinds: [["package", 0.11]], currencies: ["USD", "GBP", "CAD"] },
  { slug: "oceanline", prefix: "OL", format: "json", kinds: [["cruise", 0.07]], currencies: ["USD"] },
  { slug: "roadrunner", prefix: "RR", format: "csv", kinds: [["rental_car", 0.09]], currencies: ["USD", "EUR"] },
];
// Activities and charters per offer of the total (1,600 and 240 at the bundled 3,600).
const EXPERIENCE_SHARES = { activities: 1600 / 3600, charters: 240 / 3600 };

const CSV_COLUMNS = ["external_id", "kind", "title", "description", "provider", "origin", "destination", "start_date", "end_date", "valid_until", "price", "original_price", "currency", "includes", "images", "rating", "themes", "season"];

fs.mkdirSync(OUT, { recursive: true });
let total = 0;
for (const feed of FEEDS) {
  const offers = [];
  for (const [kind, share] of feed.kinds) {
    const count = Math.round(TOTAL * share);
    for (let i = 0; i < count; i += 1) offers.push(offer(kind, offers.length, feed));
  }
  const withCurrency = offers.map((o) => {
    const currency = pick(feed.currencies);
    return { ...o, currency, price: money(o.usd, currency), original: o.typicalUsd ? money(o.typicalUsd, currency) : null };
  });
  total += offers.length;
  const file = path.join(OUT, `${feed.slug}.${feed.format}`);
  if (feed.format === "csv") {
    const lines = [CSV_COLUMNS.join(",")];
    for (const o of withCurrency) {
      const row = [o.externalId, o.kind, o.title, o.description, o.provider, o.origin, o.destination, o.startDate, o.endDate, o.validUntil, o.price, o.original, o.currency, JSON.stringify(o.includes), "", o.rating, o.themes.join("|"), o.season];
      lines.push(row.map(csvCell).join(","));
    }
    fs.writeFileSync(file, `${lines.join("\n")}\n`);
  } else {
    const body = {
      partner: feed.slug,
      generatedAt: `${day(0)}T06:00:00Z`,
      offers: withCurrency.map((o) => ({
        offerId: o.externalId,
        type: o.kind,
        name: o.title,
        summary: o.description,
        operator: o.provider,
        from: o.origin || null,
        to: o.destination,
        travel: { start: o.startDate, end: o.endDate },
        expires: o.validUntil,
        pricing: { amount: o.price, was: o.original, currency: o.currency },
        includes: o.includes,
        media: [],
        rating: o.rating,
        tags: o.themes,
        season: o.season,
      })),
    };
    fs.writeFileSync(file, `${JSON.stringify(body, null, 1)}\n`);
  }
}
const activities = Math.round(TOTAL * EXPERIENCE_SHARES.activities);
const charters = Math.round(TOTAL * EXPERIENCE_SHARES.charters);
execFileSync(
  process.execPath,
  [path.join(root, "scripts/generate-experience-feeds.mjs"), "--activities", String(activities), "--charters", String(charters), "--base-date", day(0), "--out", OUT],
  { stdio: "ignore" },
);
total += activities + charters;
console.log(`wrote ${total} offers in ${FEEDS.length + 2} feeds to ${path.relative(root, OUT) || "."}`);
