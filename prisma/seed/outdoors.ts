// The Americas Outdoor Directory from prisma/data/outdoors/ (lib/outdoors/data.ts): areas first,
// then trails and campgrounds joined to their area by kind and slug. Upserts by (kind, slug) and
// removes rows the data no longer has, in one transaction. Idempotent.
import { loadOutdoorData } from "../../lib/outdoors/data";
import type { SeedStep } from "./index";

const COLUMNS = `kind, slug, name, states, latitude, longitude, summary, activities, seasons, acres, established, agencies,
  visitors, visitors_year, fee_usd, fee_unit, non_resident_fee_usd, airport, highlights, category, length_miles, gain_ft, difficulty, route_type,
  sites, camp_season, reservable, amenities, source, as_of`;

// The JSON rows as a record set (keys are the data's camelCase names).
const RECORDS = `jsonb_to_recordset($1::jsonb) AS r(
  kind text, slug text, name text, states text[], latitude float8, longitude float8, parent text, summary text,
  activities text[], seasons text[], acres int, established int, agencies text[], visitors int, "visitorsYear" int,
  "feeUsd" float8, "feeUnit" text, "nonResidentFeeUsd" float8, airport text, highlights text[], category text, "lengthMiles" float8, "gainFt" int,
  difficulty text, "routeType" text, sites int, "campSeason" text, reservable boolean, amenities text[], source text, "asOf" text)`;

const VALUES = `r.kind::"OutdoorKind", r.slug, r.name, r.states, r.latitude, r.longitude, r.summary, r.activities, r.seasons, r.acres,
  r.established, r.agencies, r.visitors, r."visitorsYear", r."feeUsd", r."feeUnit", r."nonResidentFeeUsd", r.airport, r.highlights, r.category,
  r."lengthMiles", r."gainFt", r.difficulty, r."routeType", r.sites, r."campSeason", r.reservable, r.amenities, r.source, r."asOf"`;

const UPDATE = COLUMNS.split(",")
  .map((column) => column.trim())
  .filter((column) => column !== "kind" && column !== "slug")
  .map((column) => `${column} = EXCLUDED.${column}`)
  .join(", ");

export const seedOutdoors: SeedStep = async (prisma) => {
  const rows = loadOutdoorData();
  // jsonb_to_recordset turns the JSON arrays into text[] columns.
  const records = JSON.stringify(rows);
  await prisma.$transaction(async (tx) => {
    await tx.$executeRawUnsafe(
      `INSERT INTO outdoor_places (${COLUMNS}, parent_id)
       SELECT ${VALUES}, NULL FROM ${RECORDS} WHERE r.parent IS NULL
       ON CONFLICT (kind, slug) DO UPDATE SET ${UPDATE}, parent_id = NULL`,
      records,
    );
    await tx.$executeRawUnsafe(
      `INSERT INTO outdoor_places (${COLUMNS}, parent_id)
       SELECT ${VALUES}, p.id FROM ${RECORDS}
       JOIN outdoor_places p ON p.kind::text = split_part(r.parent, ':', 1) AND p.slug = split_part(r.parent, ':', 2)
       WHERE r.parent IS NOT NULL
       ON CONFLICT (kind, slug) DO UPDATE SET ${UPDATE}, parent_id = EXCLUDED.parent_id`,
      records,
    );
    await tx.$executeRawUnsafe(
      `DELETE FROM outdoor_places o WHERE NOT EXISTS (
         SELECT 1 FROM jsonb_to_recordset($1::jsonb) AS r(kind text, slug text) WHERE r.kind = o.kind::text AND r.slug = o.slug)`,
      records,
    );
  });
  const counts = rows.reduce<Record<string, number>>((acc, row) => ({ ...acc, [row.kind]: (acc[row.kind] ?? 0) + 1 }), {});
  return Object.entries(counts)
    .map(([kind, count]) => `${count} ${kind}s`)
    .join(", ");
};
