// The tools' data sets (prisma/data/tools/): etiquette guides, cost data, airports and city guides.
// Nobody edits these tables in the app, so each is replaced by the files' rows in one transaction:
// running the seed again leaves the same rows.
import { loadAirports, loadCityGuides, loadCosts, loadEtiquette } from "../../lib/tools/data";
import type { SeedStep } from "./index";

export const seedTools: SeedStep = async (prisma) => {
  const etiquette = loadEtiquette();
  const costs = loadCosts();
  const airports = loadAirports();
  const guides = loadCityGuides();
  await prisma.$transaction([
    prisma.etiquetteGuide.deleteMany(),
    prisma.etiquetteGuide.createMany({
      data: etiquette.map((row) => ({
        countryCode: row.code,
        slug: row.slug,
        name: row.name,
        content: { language: row.language, sections: row.sections, phrases: row.phrases },
        plugTypes: row.plugTypes,
        voltage: row.voltage,
        emergencyNumber: row.emergencyNumber,
        drivingSide: row.drivingSide,
        currency: row.currency,
        source: row.source,
        asOf: row.asOf,
      })),
    }),
    prisma.countryCost.deleteMany(),
    prisma.countryCost.createMany({
      data: costs.countries.map((row) => ({ countryCode: row.code, name: row.name, priceLevel: row.priceLevel, source: row.source, asOf: row.asOf })),
    }),
    prisma.destinationCost.deleteMany(),
    prisma.destinationCost.createMany({
      data: costs.destinations.map((row) => ({ destinationSlug: row.slug, countryCode: row.countryCode, factor: row.factor, source: row.source, asOf: row.asOf })),
    }),
    prisma.airport.deleteMany(),
    prisma.airport.createMany({ data: airports }),
    prisma.cityGuide.deleteMany(),
    prisma.cityGuide.createMany({
      data: guides.map((row) => ({
        destinationSlug: row.slug,
        airportIata: row.airport,
        content: { system: row.system, pass: row.pass, transfers: row.transfers },
        source: row.source,
        asOf: row.asOf,
      })),
    }),
  ]);
  return `${etiquette.length} etiquette guides, ${costs.countries.length} country costs, ${costs.destinations.length} destination costs, ${airports.length} airports, ${guides.length} city guides`;
};
