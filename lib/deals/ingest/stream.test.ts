import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { streamFeed, type FeedItem } from "./adapters";
import { parseCsv } from "./csv";

const HEADER = "external_id,kind,title,description,provider,origin,destination,start_date,end_date,valid_until,price,original_price,currency,includes,images,rating,themes,season";
const csvRow = (index: number) =>
  `S-${index},hotel,"Stream hotel ${index}","Three nights, ""breakfast"" included, a long enough description to weigh like a real offer in a partner feed",,,barcelona,2027-05-01,2027-05-04,2099-12-31,${100 + (index % 50)},400,EUR,"{""nights"":3}",,4.5,beach|food,spring`;
const jsonOffer = (index: number) =>
  JSON.stringify({
    offerId: `J-${index}`,
    type: "hotel",
    name: `Stream hotel ${index}`,
    summary: "Three nights, a long enough description to weigh like a real offer",
    operator: null,
    from: null,
    to: "barcelona",
    travel: { start: "2027-05-01", end: "2027-05-04" },
    expires: "2099-12-31",
    pricing: { amount: 100 + (index % 50), was: null, currency: "EUR" },
    includes: {},
    media: [],
    rating: 4.5,
    tags: ["beach"],
    season: "spring",
  });

/** `count` rows of text in pieces of about 64 KB, made as they are read: never one string. */
async function* pieces(head: string, row: (index: number) => string, count: number, separator: string, tail: string): AsyncGenerator<string> {
  let piece = head;
  for (let index = 1; index <= count; index += 1) {
    piece += (index > 1 ? separator : "") + row(index);
    if (piece.length > 64 * 1024) {
      yield piece;
      piece = "";
    }
  }
  yield piece + tail;
}

/** Writes the pieces to a file without ever holding the whole text. */
async function writeFeed(file: string, source: AsyncIterable<string>) {
  const out = fs.createWriteStream(file);
  for await (const piece of source) if (!out.write(piece)) await new Promise<void>((resolve) => out.once("drain", () => resolve()));
  await new Promise<void>((resolve) => out.end(() => resolve()));
}

/**
 * Streams `file` through streamFeed in a process whose heap is capped at `heapMb` (far below the
 * file's size: a whole-file read would not fit and the process would die), and returns what it
 * counted. The real file reader (fs stream) and parser: nothing of ours is replaced.
 */
function countInSmallHeap(format: "csv" | "json", file: string, heapMb: number): { candidates: number; problems: number; positions: boolean } {
  const script = path.join(path.dirname(file), "count.mts");
  fs.writeFileSync(
    script,
    `import fs from "node:fs";
import { streamFeed } from ${JSON.stringify(path.join(process.cwd(), "lib/deals/ingest/adapters.ts"))};
let candidates = 0, problems = 0, last = 0, positions = true;
for await (const item of streamFeed(${JSON.stringify(format)}, fs.createReadStream(${JSON.stringify(file)}, { encoding: "utf8", highWaterMark: 256 * 1024 }))) {
  if (item.kind === "candidate") { candidates += 1; positions &&= item.position === last + 1; last = item.position; } else problems += 1;
}
console.log(JSON.stringify({ candidates, problems, positions }));
`,
  );
  const output = execFileSync(path.join(process.cwd(), "node_modules/.bin/tsx"), [script], {
    cwd: process.cwd(),
    env: { ...process.env, NODE_OPTIONS: `--max-old-space-size=${heapMb}` },
    encoding: "utf8",
  });
  return JSON.parse(output.trim().split("\n").pop()!);
}

describe("streamFeed (feeds read as streams)", () => {
  let dir = "";
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "stream-memory-"));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  // 330,000 rows of some 250 characters: an 80 MB CSV feed, read in a process whose heap may
  // not exceed 64 MB.
  it("reads an 80 MB CSV feed row by row in a 64 MB heap", async () => {
    const rows = 330_000;
    const file = path.join(dir, "big.csv");
    await writeFeed(file, pieces(`${HEADER}\n`, csvRow, rows, "\n", "\n"));
    expect(fs.statSync(file).size).toBeGreaterThan(75 * 2 ** 20);
    expect(countInSmallHeap("csv", file, 64)).toEqual({ candidates: rows, problems: 0, positions: true });
  }, 180_000);

  it("reads a large JSON feed offer by offer in a 64 MB heap", async () => {
    const offers = 250_000;
    const file = path.join(dir, "big.json");
    await writeFeed(file, pieces('{"partner":"x","generatedAt":"2026-11-28T06:00:00Z","offers":[', jsonOffer, offers, ",\n", "]}\n"));
    expect(fs.statSync(file).size).toBeGreaterThan(75 * 2 ** 20);
    expect(countInSmallHeap("json", file, 64)).toEqual({ candidates: offers, problems: 0, positions: true });
  }, 180_000);

  it("names the row and the reason of a bad CSV record, wherever the pieces are cut, and reads on", async () => {
    const text = `${HEADER}\n${csvRow(1)}\nS-2,hotel,bad"quote,x\n${csvRow(3)}\nS-4,hotel,too,few\n${csvRow(5)}\n`;
    // Cut every 7 characters: records, quotes and line breaks all straddle pieces.
    const cut = Array.from({ length: Math.ceil(text.length / 7) }, (_, index) => text.slice(index * 7, index * 7 + 7));
    const items: FeedItem[] = [];
    for await (const item of streamFeed("csv", cut)) items.push(item);
    const problems = items.filter((item) => item.kind === "problem").map((item) => item.kind === "problem" && { ...item.problem, position: item.position });
    expect(problems).toEqual([
      { ref: "line 3", message: "quote inside an unquoted field", position: 2 },
      { ref: "line 5", externalId: "S-4", message: "expected 18 fields, found 4", position: 4 },
    ]);
    const ids = items.flatMap((item) => (item.kind === "candidate" ? [item.candidate.data.externalId] : []));
    expect(ids).toEqual(["S-1", "S-3", "S-5"]);
    // The same text read whole gives the same records.
    expect(parseCsv(text).records.map((record) => record.cells[0])).toEqual([HEADER.split(",")[0], "S-1", "S-3", "S-4", "S-5"]);
  });

  it("names a JSON offer that is not valid JSON and reads the next ones", async () => {
    const text = `{"offers":[${jsonOffer(1)},{"offerId": "J-2", "pricing": {,}},${jsonOffer(3)}]}`;
    const items: FeedItem[] = [];
    for await (const item of streamFeed("json", [text.slice(0, 50), text.slice(50, 51), text.slice(51)])) items.push(item);
    expect(items.filter((item) => item.kind === "candidate")).toHaveLength(2);
    const problem = items.find((item) => item.kind === "problem");
    expect(problem).toMatchObject({ position: 2, problem: { ref: "offer 2", message: expect.stringMatching(/^not valid JSON/) } });
  });

  it("reports a feed cut short, without an offers array or not JSON at all as a problem of the feed", async () => {
    const feedProblems = async (text: string) => {
      const found: string[] = [];
      for await (const item of streamFeed("json", [text])) if (item.kind === "feed-problem") found.push(item.problem.message);
      return found;
    };
    expect(await feedProblems(`{"offers":[${jsonOffer(1)},${jsonOffer(2)}`)).toEqual(["not valid JSON: the feed ends inside the offers array (after offer 1)"]);
    expect(await feedProblems('{"partner":"x"}')).toEqual(["the feed has no offers array"]);
    expect(await feedProblems("<html>")).toEqual(["not valid JSON: the feed is not a JSON object"]);
    expect(await feedProblems("")).toEqual(["not valid JSON: the feed is empty"]);
  });
});
