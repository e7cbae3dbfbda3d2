import "server-only";
// The one place resolver: every feature that turns typed text into one of our places calls it, so
// the same text names the same place everywhere (docs/features/trip-planning.md, "Place names").
// A destination is found by slug or by name, accents, case and punctuation folded; "Name, Country"
// (or "Name, CC", the ISO code) keeps only that country's destination of the name, and a bare name
// means the slug's destination, else the most populous. Options add the other kinds a feature
// accepts: airports by IATA code (tried first), countries from a list the feature knows.
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { foldText, slugify } from "@/lib/text/fold.mjs";

const DESTINATION_SELECT = { id: true, slug: true, name: true, country: true, countryCode: true, latitude: true, longitude: true } satisfies Prisma.DestinationSelect;
export type ResolvedDestination = Prisma.DestinationGetPayload<{ select: typeof DESTINATION_SELECT }>;

const AIRPORT_SELECT = { iata: true, name: true, city: true, countryCode: true, latitude: true, longitude: true } satisfies Prisma.AirportSelect;
export type ResolvedAirport = Prisma.AirportGetPayload<{ select: typeof AIRPORT_SELECT }>;

/** A country a feature can answer with (its name and ISO 3166-1 alpha-2 code). */
export type KnownCountry = { countryCode: string; name: string };

export type ResolvePlaceOptions<C extends KnownCountry = KnownCountry> = {
  /** Also accept a three-letter IATA airport code, tried before any destination. */
  airports?: boolean;
  /** Also accept one of these countries, by name or ISO code, when no destination matches. */
  countries?: readonly C[];
};

export type ResolvedPlace<C extends KnownCountry = KnownCountry> =
  | { kind: "destination"; destination: ResolvedDestination }
  | { kind: "airport"; airport: ResolvedAirport }
  | { kind: "country"; country: C };

/** Longer text names nothing: the longest destination and country names are far shorter. */
const MAX_LENGTH = 200;

/** The text's name and its country qualifier ("" without a comma), both folded. */
function splitPlaceText(text: string): { name: string; qualifier: string } {
  const comma = text.indexOf(",");
  return comma < 0 ? { name: text, qualifier: "" } : { name: text.slice(0, comma), qualifier: foldText(text.slice(comma + 1)) };
}

const sameCountry = (qualifier: string, country: KnownCountry) => foldText(country.name) === qualifier || country.countryCode.toLowerCase() === qualifier;

/** A destination by slug or name ("Paris", "paris", "Paris, France", "PARIS, FR"), or null. */
export async function resolveDestination(text: string): Promise<ResolvedDestination | null> {
  const value = text.trim();
  if (!value || value.length > MAX_LENGTH) return null;
  const exact = await db().destination.findUnique({ where: { slug: value.toLowerCase() }, select: DESTINATION_SELECT });
  if (exact) return exact;
  const { name, qualifier } = splitPlaceText(value);
  const slug = slugify(name);
  if (!slug && !foldText(name)) return null;
  const rows = await db().$queryRaw<ResolvedDestination[]>`
    SELECT id, slug, name, country, country_code AS "countryCode", latitude, longitude FROM destinations
    WHERE slug = ${slug} OR lower(unaccent(name)) = lower(unaccent(${name.trim()}))
    ORDER BY (slug = ${slug}) DESC, population DESC NULLS LAST, id`;
  const candidates = rows.filter((row) => !qualifier || sameCountry(qualifier, { name: row.country, countryCode: row.countryCode }));
  return candidates[0] ?? null;
}

/** The place the text names, of the kinds the options allow (a destination always), or null. */
export async function resolvePlace<C extends KnownCountry>(text: string, options: ResolvePlaceOptions<C> = {}): Promise<ResolvedPlace<C> | null> {
  const value = text.trim();
  if (!value || value.length > MAX_LENGTH) return null;
  if (options.airports && /^[A-Za-z]{3}$/.test(value)) {
    const airport = await db().airport.findUnique({ where: { iata: value.toUpperCase() }, select: AIRPORT_SELECT });
    if (airport) return { kind: "airport", airport };
  }
  const destination = await resolveDestination(value);
  if (destination) return { kind: "destination", destination };
  const folded = foldText(value);
  const country = options.countries?.find((candidate) => sameCountry(folded, candidate));
  return country ? { kind: "country", country } : null;
}
