// Travel Points Compass data from prisma/data/points/: programs (updated from the files), dated
// valuations and transfer partners (added when missing, updated when the files change; a month
// whose valuation could not be confirmed has a blank figure and no row), and travel cards (added
// when missing; updated only when the file's figures are newer than the stored ones, so an
// administrator's later edits are kept; a card no longer in the file is retired). Idempotent.
import type { PrismaClient } from "../../lib/generated/prisma/client";
import { loadPointsData, monthStart } from "../../lib/points/data";
import type { SeedStep } from "./index";

export const seedPoints: SeedStep = async (prisma: PrismaClient) => {
  const data = loadPointsData();
  return prisma.$transaction(
    async (tx) => {
      for (const program of data.programs) {
        const { slug, name, kind, currencyName, cashOutCents, cashOutNote, website, source, asOf } = program;
        const fields = { name, kind, currencyName, cashOutCents, cashOutNote, website, source, asOf };
        await tx.loyaltyProgram.upsert({ where: { slug }, create: { slug, ...fields }, update: fields });
      }
      const ids = new Map((await tx.loyaltyProgram.findMany({ select: { id: true, slug: true } })).map((row) => [row.slug, row.id]));
      const idOf = (slug: string) => {
        const id = ids.get(slug);
        if (id === undefined) throw new Error(`points seed: unknown program ${slug}`);
        return id;
      };
      for (const row of data.valuations) {
        if (row.centsPerPoint === null) continue;
        const key = { programId: idOf(row.program), month: monthStart(row.month) };
        await tx.pointsValuation.upsert({
          where: { programId_month: key },
          create: { ...key, centsPerPoint: row.centsPerPoint, source: row.source },
          update: { centsPerPoint: row.centsPerPoint, source: row.source },
        });
      }
      for (const row of data.transfers) {
        const key = { fromProgramId: idOf(row.from), toProgramId: idOf(row.to) };
        const fields = { fromPoints: row.fromPoints, toPoints: row.toPoints, minimumPoints: row.minimumPoints, source: row.source, asOf: row.asOf };
        await tx.transferPartner.upsert({ where: { fromProgramId_toProgramId: key }, create: { ...key, ...fields }, update: fields });
      }
      // checkedOn (the month a row was reviewed) lives in the file only: lib/data-freshness.ts reads it there.
      const rows = data.cards.map((card) => {
        const { program, ...rest } = card;
        delete (rest as Partial<typeof card>).checkedOn;
        return { ...rest, programId: idOf(program) };
      });
      const cards = await tx.travelCard.createMany({ data: rows, skipDuplicates: true });
      const stored = new Map((await tx.travelCard.findMany({ select: { slug: true, asOf: true } })).map((row) => [row.slug, row.asOf]));
      let refreshed = 0;
      for (const row of rows) {
        if ((stored.get(row.slug) ?? row.asOf) >= row.asOf) continue;
        const { slug, ...fields } = row;
        await tx.travelCard.update({ where: { slug }, data: fields });
        refreshed += 1;
      }
      const retired = await tx.travelCard.deleteMany({ where: { slug: { notIn: rows.map((row) => row.slug) } } });
      const valuations = data.valuations.filter((row) => row.centsPerPoint !== null).length;
      return `${data.programs.length} programs, ${valuations} valuations, ${data.transfers.length} transfer partners, ${cards.count} new cards, ${refreshed} refreshed, ${retired.count} retired`;
    },
    { timeout: 60_000 },
  );
};
