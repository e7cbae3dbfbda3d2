// Experiences: the events data set (replaced by the file's rows in one transaction, so running
// the seed again leaves the same rows), and the experience feeds re-ingested when the database
// holds an older copy of them (charters without their structured fields, fewer activities).
import fs from "node:fs";
import path from "node:path";
import { loadEvents } from "../../lib/experiences/data";
import { partnerDefinitions } from "../../lib/deals/partners";
import { bundledFeedsDir } from "../../lib/deals/ingest/seed";
import { formatFromFile, ingestFeed } from "../../lib/deals/ingest/pipeline";
import { env } from "../../lib/env";
import type { SeedStep } from "./index";

async function refreshExperienceFeeds(prisma: Parameters<SeedStep>[0]): Promise<string[]> {
  const refreshed: string[] = [];
  for (const slug of ["harborsail", "localloop"]) {
    const partner = partnerDefinitions.find((candidate) => candidate.slug === slug);
    if (!partner || !fs.existsSync(path.join(bundledFeedsDir, partner.feed)) || env().SAMPLE_DEALS === "0") continue;
    const text = fs.readFileSync(path.join(bundledFeedsDir, partner.feed), "utf8");
    const [row] = await prisma.$queryRaw<Array<{ total: number; unstructured: number }>>`
      SELECT count(*)::int AS total,
        count(*) FILTER (WHERE d.kind = 'boat_charter' AND d.boat_type IS NULL)::int AS unstructured
      FROM deals d JOIN partners p ON p.id = d.partner_id WHERE p.slug = ${slug}`;
    const offers = formatFromFile(partner.feed) === "json" ? (JSON.parse(text) as { offers: unknown[] }).offers.length : text.trim().split("\n").length - 1;
    const stale = slug === "harborsail" ? (row?.unstructured ?? 0) > 0 : (row?.total ?? 0) < offers;
    if (!row?.total || !stale) continue;
    const result = await ingestFeed(prisma, { partner, feed: `bundled:${partner.feed}`, format: formatFromFile(partner.feed), text });
    refreshed.push(`${slug} re-ingested (${result.status})`);
  }
  return refreshed;
}

export const seedExperiences: SeedStep = async (prisma) => {
  const events = loadEvents();
  const destinations = new Map((await prisma.destination.findMany({ select: { id: true, slug: true } })).map((row) => [row.slug, row.id]));
  const missing = events.filter((event) => !destinations.has(event.destination)).map((event) => event.slug);
  if (missing.length) throw new Error(`events at unknown destinations: ${missing.join(", ")}`);
  await prisma.$transaction(async (tx) => {
    await tx.event.deleteMany();
    await tx.event.createMany({
      data: events.map((event) => ({
        slug: event.slug,
        name: event.name,
        category: event.category,
        destinationId: destinations.get(event.destination)!,
        place: event.place,
        summary: event.summary,
        url: event.url,
        source: event.source,
        asOf: event.asOf,
      })),
    });
    const ids = new Map((await tx.event.findMany({ select: { id: true, slug: true } })).map((row) => [row.slug, row.id]));
    await tx.eventOccurrence.createMany({
      data: events.flatMap((event) =>
        event.occurrences.map((occurrence) => ({
          eventId: ids.get(event.slug)!,
          startDate: new Date(`${occurrence.start}T00:00:00Z`),
          endDate: new Date(`${occurrence.end}T00:00:00Z`),
          approximate: occurrence.approximate,
        })),
      ),
    });
  });
  const refreshed = await refreshExperienceFeeds(prisma);
  return [`${events.length} events`, ...refreshed].join("; ");
};
