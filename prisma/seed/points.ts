// Travel Points Compass data from prisma/data/points/: programs (updated from the files), dated
// valuations and transfer partners (added when missing, updated when the files change), and
// travel cards (added when missing only: an administrator's edits are kept). Idempotent.
import type { PrismaClient } from "../../lib/generated/prisma/client";
import { loadPointsData, monthStart } from "../../lib/points/data";
import type { SeedStep } from "./index";

export const seedPoints: SeedStep = async (prisma: PrismaClient) => {
  const data = loadPointsData();
  return prisma.$transaction(
    async (tx) => {
      for (const program of data.programs) {
        const { slug, ...fields } = program;
        await tx.loyaltyProgram.upsert({ where: { slug }, create: program, update: fields });
      }
      const ids = new Map((await tx.loyaltyProgram.findMany({ select: { id: true, slug: true } })).map((row) => [row.slug, row.id]));
      const idOf = (slug: string) => {
        const id = ids.get(slug);
        if (id === undefined) throw new Error(`points seed: unknown program ${slug}`);
        return id;
      };
      for (const row of data.valuations) {
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
      const cards = await tx.travelCard.createMany({
        data: data.cards.map(({ program, ...card }) => ({ ...card, programId: idOf(program) })),
        skipDuplicates: true,
      });
      return `${data.programs.length} programs, ${data.valuations.length} valuations, ${data.transfers.length} transfer partners, ${cards.count} new cards`;
    },
    { timeout: 60_000 },
  );
};
