// The written data sets of prisma/data/points/: parsed here for the seed and the data-check test.
// Pure functions over the files; nothing here touches the database.
import fs from "node:fs";
import path from "node:path";
import { EARN_CATEGORIES, PROGRAM_KINDS, type EarnCategory, type ProgramKind } from "./constants";

export const POINTS_DATA_DIR = path.join(process.cwd(), "prisma", "data", "points");

export type ProgramRow = {
  slug: string;
  name: string;
  kind: ProgramKind;
  currencyName: string;
  cashOutCents: number | null;
  cashOutNote: string | null;
  website: string;
  source: string;
  asOf: string;
  /** The month the row was last reviewed (lib/data-freshness.ts). */
  checkedOn: string;
};

/** `centsPerPoint` is null for a month whose figure could not be confirmed (the row records the check). */
export type ValuationRow = { program: string; month: string; centsPerPoint: number | null; source: string };

/** `asOf`: the month the ratio was last confirmed; `checkedOn`: the month the row was last reviewed. */
export type TransferRow = { from: string; to: string; fromPoints: number; toPoints: number; minimumPoints: number; source: string; asOf: string; checkedOn: string };

export type CardRow = {
  slug: string;
  name: string;
  issuer: string;
  annualFeeUsd: number;
  program: string;
  earnRates: Partial<Record<EarnCategory, number>>;
  welcomeBonusPoints: number | null;
  welcomeSpendUsd: number | null;
  welcomeMonths: number | null;
  foreignTransactionFeePct: number;
  perks: string[];
  url: string;
  source: string;
  /** The month the card's figures were last confirmed (shown on the site). */
  asOf: string;
  /** The month the row was last reviewed (lib/data-freshness.ts). */
  checkedOn: string;
};

function tsvLines(text: string): string[][] {
  return text
    .split("\n")
    .filter((line) => line.trim() !== "" && !line.startsWith("#"))
    .map((line) => line.split("\t").map((cell) => cell.trim()));
}

function read(file: string): string {
  return fs.readFileSync(path.join(POINTS_DATA_DIR, file), "utf8");
}

const optionalNumber = (cell: string | undefined) => (cell ? Number(cell) : null);

export function parsePrograms(text: string): ProgramRow[] {
  return tsvLines(text).map(([slug = "", name = "", kind = "", currencyName = "", cashOut, cashOutNote, website = "", source = "", asOf = "", checkedOn = ""]) => {
    if (!(PROGRAM_KINDS as readonly string[]).includes(kind)) throw new Error(`programs.tsv: ${slug} has unknown kind ${kind}`);
    return { slug, name, kind: kind as ProgramKind, currencyName, cashOutCents: optionalNumber(cashOut), cashOutNote: cashOutNote || null, website, source, asOf, checkedOn };
  });
}

export function parseValuations(text: string): ValuationRow[] {
  return tsvLines(text).map(([program = "", month = "", cents = "", source = ""]) => ({ program, month, centsPerPoint: optionalNumber(cents), source }));
}

export function parseTransfers(text: string): TransferRow[] {
  return tsvLines(text).map(([from = "", to = "", fromPoints = "", toPoints = "", minimum = "", source = "", asOf = "", checkedOn = ""]) => ({
    from,
    to,
    fromPoints: Number(fromPoints),
    toPoints: Number(toPoints),
    minimumPoints: Number(minimum),
    source,
    asOf,
    checkedOn,
  }));
}

export function parseCards(text: string): CardRow[] {
  const rows = JSON.parse(text) as CardRow[];
  for (const row of rows) {
    for (const category of Object.keys(row.earnRates)) {
      if (!(EARN_CATEGORIES as readonly string[]).includes(category)) throw new Error(`cards.json: ${row.slug} has unknown category ${category}`);
    }
  }
  return rows;
}

export type PointsData = { programs: ProgramRow[]; valuations: ValuationRow[]; transfers: TransferRow[]; cards: CardRow[] };

export function loadPointsData(): PointsData {
  return {
    programs: parsePrograms(read("programs.tsv")),
    valuations: parseValuations(read("valuations.tsv")),
    transfers: parseTransfers(read("transfers.tsv")),
    cards: parseCards(read("cards.json")),
  };
}

/** "2025-01" -> the first day of that month (UTC), as stored in points_valuations.month. */
export function monthStart(month: string): Date {
  return new Date(`${month}-01T00:00:00Z`);
}
