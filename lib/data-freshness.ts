// Freshness is checked, not remembered (issue 32). Every dated row of prisma/data that people act
// on carries its source and the month it was last checked against that source; each set states
// how long a check holds (its shelf life). A row whose check is older than that is due: the data
// test (lib/data-freshness.test.ts) fails naming it, and /admin-tools lists it. Pure functions
// over the files; nothing here touches the database.
import fs from "node:fs";
import path from "node:path";

/** The data sets that change often, with how many months a check holds. */
export const SHELF_LIFE_MONTHS = {
  /** Card fees, earn rates and welcome offers (prisma/data/points/cards.json). */
  cards: 6,
  /** The latest valuation of each program (prisma/data/points/valuations.tsv). */
  valuations: 6,
  /** Transfer ratios and bonuses (prisma/data/points/transfers.tsv). */
  transfers: 6,
  /** Program names, mergers and cash-out floors (prisma/data/points/programs.tsv). */
  programs: 12,
  /** National park entrance fees and surcharges (prisma/data/outdoors/parks.txt). */
  parkFees: 12,
  /** Country price levels and destination cost factors (prisma/data/tools/costs.json). */
  costs: 12,
  /** The OurAirports snapshot of airports with scheduled service (prisma/data/airports/, scripts/refresh-airports.mjs). */
  airports: 12,
} as const;

export type DataSet = keyof typeof SHELF_LIFE_MONTHS;

/** One dated row: which set, which row, where its facts come from, the month it was checked. */
export type DatedRow = { set: DataSet; key: string; source: string; checkedOn: string };

/** A row past its shelf life (or missing its source or month), with the first day it was due. */
export type DueRow = DatedRow & { shelfLifeMonths: number; dueSince: string | null; problem: "stale" | "undated" | "unsourced" };

const MONTH = /^(20\d\d)-(0[1-9]|1[0-2])$/;

/** The first day of the month `months` after `month` ("2026-05", 6 -> "2026-11-01"). */
export function monthPlus(month: string, months: number): string {
  const [, year, mon] = MONTH.exec(month)!;
  const index = Number(year) * 12 + Number(mon) - 1 + months;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}-01`;
}

/** The rows due on `today`: checked longer ago than their set's shelf life, undated or unsourced. */
export function dueRows(rows: readonly DatedRow[], today: Date): DueRow[] {
  const day = today.toISOString().slice(0, 10);
  const due: DueRow[] = [];
  for (const row of rows) {
    const shelfLifeMonths = SHELF_LIFE_MONTHS[row.set];
    if (!MONTH.test(row.checkedOn)) due.push({ ...row, shelfLifeMonths, dueSince: null, problem: "undated" });
    else if (!row.source.trim()) due.push({ ...row, shelfLifeMonths, dueSince: null, problem: "unsourced" });
    else {
      const dueSince = monthPlus(row.checkedOn, shelfLifeMonths);
      if (dueSince <= day) due.push({ ...row, shelfLifeMonths, dueSince, problem: "stale" });
    }
  }
  return due.sort((a, b) => (a.dueSince ?? "").localeCompare(b.dueSince ?? "") || a.set.localeCompare(b.set) || a.key.localeCompare(b.key));
}

/** How a due row reads in a test failure or a log line. */
export const describeDue = (row: DueRow) =>
  row.problem === "stale"
    ? `${row.set} ${row.key}: checked ${row.checkedOn}, due since ${row.dueSince} (shelf life ${row.shelfLifeMonths} months; ${row.source})`
    : `${row.set} ${row.key}: ${row.problem === "undated" ? `no month checked ("${row.checkedOn}")` : "no source"}`;

function tsv(file: string): string[][] {
  return fs
    .readFileSync(file, "utf8")
    .split("\n")
    .filter((line) => line.trim() !== "" && !line.startsWith("#"))
    .map((line) => line.split("\t").map((cell) => cell.trim()));
}

function pipeRows(file: string): string[][] {
  return fs
    .readFileSync(file, "utf8")
    .split("\n")
    .filter((line) => line.trim() !== "" && !line.startsWith("#"))
    .map((line) => line.split("|").map((cell) => cell.trim()));
}

/** Every dated row of the sets above, read from the checkout at `root`. */
export function datedRows(root = process.cwd()): DatedRow[] {
  const data = path.join(root, "prisma", "data");
  const rows: DatedRow[] = [];

  const cards = JSON.parse(fs.readFileSync(path.join(data, "points", "cards.json"), "utf8")) as Array<{ slug: string; source?: string; checkedOn?: string; asOf?: string }>;
  for (const card of cards) rows.push({ set: "cards", key: card.slug, source: card.source ?? "", checkedOn: card.checkedOn ?? card.asOf ?? "" });

  // A program's valuation is as fresh as its latest row (a blank figure is a check that could not
  // confirm one); the older rows are its history.
  const latest = new Map<string, { month: string; source: string }>();
  for (const [program = "", month = "", , source = ""] of tsv(path.join(data, "points", "valuations.tsv"))) {
    const seen = latest.get(program);
    if (!seen || month > seen.month) latest.set(program, { month, source });
  }
  for (const [program, { month, source }] of latest) rows.push({ set: "valuations", key: program, source, checkedOn: month });

  for (const [from = "", to = "", , , , source = "", asOf = "", checkedOn] of tsv(path.join(data, "points", "transfers.tsv"))) {
    rows.push({ set: "transfers", key: `${from} → ${to}`, source, checkedOn: checkedOn || asOf });
  }
  for (const [slug = "", , , , , , , source = "", asOf = "", checkedOn] of tsv(path.join(data, "points", "programs.tsv"))) {
    rows.push({ set: "programs", key: slug, source, checkedOn: checkedOn || asOf });
  }

  for (const cells of pipeRows(path.join(data, "outdoors", "parks.txt"))) {
    const fee = cells[9] ?? "";
    if (fee === "") continue; // no fee figure: nothing to go stale
    rows.push({ set: "parkFees", key: cells[0] ?? "", source: cells[15] ?? "", checkedOn: cells[16] ?? "" });
  }

  const costs = JSON.parse(fs.readFileSync(path.join(data, "tools", "costs.json"), "utf8")) as {
    countries: Array<{ code: string; source?: string; asOf?: string }>;
    destinations: Array<{ slug: string; source?: string; asOf?: string }>;
  };
  for (const country of costs.countries) rows.push({ set: "costs", key: `country ${country.code}`, source: country.source ?? "", checkedOn: country.asOf ?? "" });
  for (const place of costs.destinations) rows.push({ set: "costs", key: `destination ${place.slug}`, source: place.source ?? "", checkedOn: place.asOf ?? "" });

  // The airport snapshot is one row: the month of its data, from its header.
  const airports = fs.readFileSync(path.join(data, "airports", "ourairports-scheduled.tsv"), "utf8");
  const snapshotDay = /data of (\d{4}-\d{2})-\d{2}/.exec(airports)?.[1] ?? "";
  rows.push({ set: "airports", key: "ourairports-scheduled.tsv", source: "https://ourairports.com/data/ (scripts/refresh-airports.mjs)", checkedOn: snapshotDay });

  return rows;
}
