-- The destination index lists the most populous places first (hand-written: Prisma cannot say NULLS LAST).
CREATE INDEX "destinations_population_idx" ON "destinations" ("population" DESC NULLS LAST, "name")
