import "server-only";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { searchDeals, type DealSummary } from "@/lib/deals/queries";
import { resolvePlace } from "@/lib/places/resolve";
import { nearestOf } from "./geotag";
import { cityGuideContentSchema, etiquetteContentSchema, type CityGuideContent, type EtiquetteContent } from "./data";
import { cached } from "@/lib/cached";

// ---------------------------------------------------------------------------------------------
// Counts (the home page and the tools' own pages state them)

export type ToolsCounts = { etiquetteCountries: number; costCountries: number; costDestinations: number; airports: number; cityGuides: number };

/** How many countries, destinations, airports and city guides the tools cover, from the database. */
export async function getToolsCounts(): Promise<ToolsCounts> {
  const [etiquetteCountries, costCountries, costDestinations, airports, cityGuides] = await Promise.all([
    db().etiquetteGuide.count(),
    db().countryCost.count(),
    db().destinationCost.count(),
    db().airport.count(),
    db().cityGuide.count(),
  ]);
  return { etiquetteCountries, costCountries, costDestinations, airports, cityGuides };
}

// ---------------------------------------------------------------------------------------------
// Cultural etiquette

const ETIQUETTE_SUMMARY = { slug: true, name: true, countryCode: true } satisfies Prisma.EtiquetteGuideSelect;
export type EtiquetteSummary = Prisma.EtiquetteGuideGetPayload<{ select: typeof ETIQUETTE_SUMMARY }>;

export async function listEtiquetteGuides(): Promise<EtiquetteSummary[]> {
  return db().etiquetteGuide.findMany({ select: ETIQUETTE_SUMMARY, orderBy: { name: "asc" } });
}

export type EtiquetteGuideDetail = EtiquetteSummary & {
  content: EtiquetteContent;
  plugTypes: string[];
  voltage: string;
  emergencyNumber: string;
  drivingSide: string;
  currency: string;
  source: string;
  asOf: string;
};

export async function getEtiquetteGuide(slug: string): Promise<EtiquetteGuideDetail | null> {
  if (!/^[a-z0-9-]{1,80}$/.test(slug)) return null;
  const row = await db().etiquetteGuide.findUnique({ where: { slug } });
  if (!row) return null;
  return { ...row, content: etiquetteContentSchema.parse(row.content) };
}

// ---------------------------------------------------------------------------------------------
// Budget calculator

export type BudgetPlace = {
  /** What the answer calls the place ("Paris, France" or "Thailand"). */
  label: string;
  /** The destination's slug when the place is a destination (deals and guides link to it). */
  destinationSlug: string | null;
  countryCode: string;
  priceLevel: number;
  factor: number;
  sources: string[];
  asOf: string;
};

export type BudgetPlaceLookup = { status: "found"; place: BudgetPlace } | { status: "unknown" } | { status: "no-data"; label: string };

/**
 * A typed place (lib/places/resolve.ts): a destination, or a country with cost data (by name or
 * ISO code). "Paris, France", the label the calculator shows, names Paris again.
 */
export async function resolveBudgetPlace(input: string): Promise<BudgetPlaceLookup> {
  const found = await resolvePlace(input, { countries: await db().countryCost.findMany() });
  if (!found) return { status: "unknown" };
  if (found.kind === "destination") {
    const { destination } = found;
    const [country, own] = await Promise.all([
      db().countryCost.findUnique({ where: { countryCode: destination.countryCode } }),
      db().destinationCost.findUnique({ where: { destinationSlug: destination.slug } }),
    ]);
    const label = `${destination.name}, ${destination.country}`;
    if (!country) return { status: "no-data", label };
    return {
      status: "found",
      place: {
        label,
        destinationSlug: destination.slug,
        countryCode: country.countryCode,
        priceLevel: country.priceLevel,
        factor: own?.factor ?? 1,
        sources: own ? [country.source, own.source] : [country.source],
        asOf: own?.asOf ?? country.asOf,
      },
    };
  }
  if (found.kind !== "country") return { status: "unknown" };
  const { country } = found;
  return {
    status: "found",
    place: { label: country.name, destinationSlug: null, countryCode: country.countryCode, priceLevel: country.priceLevel, factor: 1, sources: [country.source], asOf: country.asOf },
  };
}

/** Names the form suggests: the destinations with their own cost data, then every country. */
export async function listBudgetPlaceNames(): Promise<string[]> {
  const [destinations, countries] = await Promise.all([
    db().$queryRaw<Array<{ name: string }>>`
      SELECT d.name FROM destination_costs c JOIN destinations d ON d.slug = c.destination_slug ORDER BY d.population DESC NULLS LAST, d.name`,
    db().countryCost.findMany({ select: { name: true }, orderBy: { name: "asc" } }),
  ]);
  return [...new Set([...destinations.map((row) => row.name), ...countries.map((row) => row.name)])];
}

export type TripDeals = { destinationSlug: string; flight: DealSummary | null; hotel: DealSummary | null };

/** The cheapest live flight to, and hotel in, each destination of the trip. */
export async function getCheapestTripDeals(destinationSlugs: string[]): Promise<TripDeals[]> {
  return Promise.all(
    [...new Set(destinationSlugs)].map(async (destinationSlug) => {
      const input = { q: undefined, destination: destinationSlug, sort: "price" as const, page: 1 };
      const [flights, hotels] = await Promise.all([searchDeals(input, { kinds: ["flight"] }), searchDeals(input, { kinds: ["hotel"] })]);
      return { destinationSlug, flight: flights.deals[0] ?? null, hotel: hotels.deals[0] ?? null };
    }),
  );
}

// ---------------------------------------------------------------------------------------------
// Getting around

export type TransitPlace = {
  kind: "destination" | "airport";
  label: string;
  /** Destination slug or IATA code. */
  key: string;
  countryCode: string;
  latitude: number;
  longitude: number;
};

/** An airport (by IATA code) or a destination (lib/places/resolve.ts). */
export async function resolveTransitPlace(input: string): Promise<TransitPlace | null> {
  const found = await resolvePlace(input, { airports: true });
  if (found?.kind === "airport") {
    const { airport } = found;
    return { kind: "airport", label: `${airport.name} (${airport.iata})`, key: airport.iata, countryCode: airport.countryCode, latitude: airport.latitude, longitude: airport.longitude };
  }
  if (found?.kind !== "destination") return null;
  const { destination } = found;
  return { kind: "destination", label: `${destination.name}, ${destination.country}`, key: destination.slug, countryCode: destination.countryCode, latitude: destination.latitude, longitude: destination.longitude };
}

export type AirportSummary = Prisma.AirportGetPayload<object>;

const allAirports = cached(10 * 60_000, () => db().airport.findMany({ orderBy: { iata: "asc" } }));

/** The airports nearest to a point, nearest first, with their distance in km. */
export async function getNearestAirports(point: { latitude: number; longitude: number }, limit = 2): Promise<Array<AirportSummary & { km: number }>> {
  return nearestOf(point, await allAirports(), limit);
}

export type CityGuideSummary = Prisma.DestinationGetPayload<{ select: { slug: true; name: true; country: true } }>;

export async function listCityGuides(): Promise<CityGuideSummary[]> {
  return db().$queryRaw<CityGuideSummary[]>`
    SELECT d.slug, d.name, d.country FROM city_guides g JOIN destinations d ON d.slug = g.destination_slug ORDER BY d.name`;
}

export type CityGuideDetail = CityGuideSummary & {
  countryCode: string;
  latitude: number;
  longitude: number;
  airport: AirportSummary;
  content: CityGuideContent;
  source: string;
  asOf: string;
};

export async function getCityGuide(slug: string): Promise<CityGuideDetail | null> {
  if (!/^[a-z0-9-]{1,120}$/.test(slug)) return null;
  const guide = await db().cityGuide.findUnique({ where: { destinationSlug: slug } });
  if (!guide) return null;
  const [destination, airport] = await Promise.all([
    db().destination.findUnique({ where: { slug }, select: { slug: true, name: true, country: true, countryCode: true, latitude: true, longitude: true } }),
    db().airport.findUnique({ where: { iata: guide.airportIata } }),
  ]);
  if (!destination || !airport) return null;
  return { ...destination, airport, content: cityGuideContentSchema.parse(guide.content), source: guide.source, asOf: guide.asOf };
}

// ---------------------------------------------------------------------------------------------
// Photo place finder

const PLACE_POINT = { slug: true, name: true, country: true, latitude: true, longitude: true } satisfies Prisma.DestinationSelect;
export type PlacePoint = Prisma.DestinationGetPayload<{ select: typeof PLACE_POINT }>;

const allDestinations = cached(10 * 60_000, () => db().destination.findMany({ select: PLACE_POINT, orderBy: { id: "asc" } }));

/** Our destinations nearest to a point, nearest first. */
export async function getNearestDestinations(point: { latitude: number; longitude: number }, limit = 3): Promise<Array<PlacePoint & { km: number }>> {
  return nearestOf(point, await allDestinations(), limit);
}


/** Names the planner's form suggests: the most populous destinations. */
export async function listTransitPlaceNames(limit = 300): Promise<string[]> {
  const rows = await db().destination.findMany({ select: { name: true }, orderBy: [{ population: { sort: "desc", nulls: "last" } }, { name: "asc" }], take: limit });
  return [...new Set(rows.map((row) => row.name))];
}

/** The tools' detail pages: one per etiquette country and per city guide. */
export async function listToolsSitemapPaths(): Promise<string[]> {
  const [guides, cities] = await Promise.all([listEtiquetteGuides(), listCityGuides()]);
  return [...guides.map((guide) => `/cultural-etiquette/${guide.slug}`), ...cities.map((city) => `/getting-around/${city.slug}`)];
}
