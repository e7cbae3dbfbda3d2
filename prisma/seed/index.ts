import type { PrismaClient } from "../../lib/generated/prisma/client";
import { seedExchangeRateSnapshot } from "../../lib/currency/rates-store";
import { seedBundledFeeds, seedDestinations } from "../../lib/deals/ingest/seed";
import { seedAdmin } from "./admin";
import { seedContent } from "./content";
import { seedCityDestinations } from "./content-destinations";
import { seedTools } from "./tools";
import { seedPoints } from "./points";
import { seedOutdoors } from "./outdoors";
import { seedPlanner } from "./places";
import { seedExperiences } from "./experiences";
import { seedSki } from "./ski";

/** A named, idempotent seed step; returns a one-line summary for the log. */
export type SeedStep = (prisma: PrismaClient) => Promise<string>;

// Each feature registers its steps here, in dependency order.
export const seedFactories: Array<[string, SeedStep]> = [
  ["exchange-rates", seedExchangeRateSnapshot],
  ["admin", seedAdmin],
  ["destinations", seedDestinations],
  ["cities", seedCityDestinations],
  ["planner", seedPlanner],
  ["content", seedContent],
  ["deal-feeds", seedBundledFeeds],
  ["tools", seedTools],
  ["points", seedPoints],
  ["outdoors", seedOutdoors],
  ["experiences", seedExperiences],
  ["ski", seedSki],
];
