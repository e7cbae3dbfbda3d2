// Ski resorts from prisma/data/ski/resorts.json (lib/ski/data.ts), each linked to the nearest of
// our destinations that deals go to (lib/geo/distance.ts), or the nearest of all when no deal is
// loaded yet: its page shows that destination's hotel, package and flight deals. Upserts by slug
// and removes resorts the data no longer has, in one transaction. Idempotent; runs after the
// destinations and the bundled deal feeds.
import { distanceKm } from "../../lib/geo/distance";
import { loadResorts } from "../../lib/ski/data";
import type { SeedStep } from "./index";

const COLUMNS = `slug, name, region, country_code, area, latitude, longitude, base_m, summit_m, vertical_m, runs,
  terrain_beginner_pct, terrain_intermediate_pct, terrain_advanced_pct, lifts, skiable_ha, piste_km, season_start,
  season_end, airport, transfer_minutes, passes, website, liftie_id, destination_id, destination_km, source, as_of`;

const RECORDS = `jsonb_to_recordset($1::jsonb) AS r(
  slug text, name text, region text, "countryCode" text, area text, latitude float8, longitude float8, "baseM" int,
  "summitM" int, "verticalM" int, runs int, "terrainBeginnerPct" int, "terrainIntermediatePct" int,
  "terrainAdvancedPct" int, lifts int, "skiableHa" int, "pisteKm" int, "seasonStart" int, "seasonEnd" int, airport text,
  "transferMinutes" int, passes text[], website text, "liftieId" text, "destinationId" int, "destinationKm" float8,
  source text, "asOf" text)`;

const VALUES = `r.slug, r.name, r.region, r."countryCode", r.area, r.latitude, r.longitude, r."baseM", r."summitM", r."verticalM",
  r.runs, r."terrainBeginnerPct", r."terrainIntermediatePct", r."terrainAdvancedPct", r.lifts, r."skiableHa", r."pisteKm",
  r."seasonStart", r."seasonEnd", r.airport, r."transferMinutes", r.passes, r.website, r."liftieId", r."destinationId",
  r."destinationKm", r.source, r."asOf"`;

const UPDATE = COLUMNS.split(",")
  .map((column) => column.trim())
  .filter((column) => column !== "slug")
  .map((column) => `${column} = EXCLUDED.${column}`)
  .join(", ");

export const seedSki: SeedStep = async (prisma) => {
  const all = await prisma.destination.findMany({ select: { id: true, latitude: true, longitude: true, _count: { select: { dealsTo: true } } } });
  const withDeals = all.filter((destination) => destination._count.dealsTo > 0);
  const destinations = withDeals.length > 0 ? withDeals : all;
  const rows = loadResorts().map((resort) => {
    let nearest: { id: number; km: number } | null = null;
    for (const destination of destinations) {
      const km = distanceKm(resort, destination);
      if (!nearest || km < nearest.km) nearest = { id: destination.id, km };
    }
    return { ...resort, destinationId: nearest?.id ?? null, destinationKm: nearest ? Math.round(nearest.km * 10) / 10 : null };
  });
  const records = JSON.stringify(rows);
  await prisma.$transaction(async (tx) => {
    await tx.$executeRawUnsafe(
      `INSERT INTO ski_resorts (${COLUMNS}) SELECT ${VALUES} FROM ${RECORDS}
       ON CONFLICT (slug) DO UPDATE SET ${UPDATE}`,
      records,
    );
    await tx.$executeRawUnsafe(
      `DELETE FROM ski_resorts s WHERE NOT EXISTS (SELECT 1 FROM jsonb_to_recordset($1::jsonb) AS r(slug text) WHERE r.slug = s.slug)`,
      records,
    );
  });
  return `${rows.length} ski resorts`;
};
