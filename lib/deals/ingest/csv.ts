// A small RFC 4180 CSV parser: quoted fields with commas, doubled quotes and line breaks.
// A line it cannot read (an unclosed quote, stray text after a closing quote) is reported with
// its line number and skipped; the lines after it still parse.
// It reads text in pieces (CsvStream.push), so a feed of any size goes through with only the
// record being read held in memory; parseCsv is the same parser over one whole string.

export type CsvRecord = { line: number; cells: string[] };
export type CsvProblem = { line: number; message: string };
export type CsvItem = ({ kind: "record" } & CsvRecord) | ({ kind: "problem" } & CsvProblem);

/** A record (quoted line breaks included) longer than this is reported and skipped, so memory stays bounded. */
export const MAX_RECORD_CHARS = 1_000_000;

type Step =
  | { kind: "record"; cells: string[]; next: number; lines: number }
  | { kind: "problem"; message: string; unclosed: boolean; next: number; lines: number }
  | { kind: "more" };

/** Reads one record of `input` from `start`; "more" when the record may go on past the text held. */
function readRecord(input: string, start: number, atEnd: boolean): Step {
  const cells: string[] = [];
  let index = start;
  let lines = 0;
  let cell = "";
  let problem: string | null = null;
  let atCellStart = true;
  let inQuotes = false;
  let afterQuote = false;
  for (;;) {
    if (index >= input.length) {
      if (!atEnd) return { kind: "more" };
      if (inQuotes) return { kind: "problem", message: "unclosed quoted field", unclosed: true, next: input.length, lines };
      cells.push(cell);
      break;
    }
    const char = input[index]!;
    if (inQuotes) {
      if (char === '"') {
        if (index + 1 >= input.length && !atEnd) return { kind: "more" };
        if (input[index + 1] === '"') {
          cell += '"';
          index += 2;
          continue;
        }
        inQuotes = false;
        afterQuote = true;
        index += 1;
        continue;
      }
      if (char === "\n") lines += 1;
      cell += char;
      index += 1;
      continue;
    }
    if (char === ",") {
      cells.push(cell);
      cell = "";
      atCellStart = true;
      afterQuote = false;
      index += 1;
      continue;
    }
    if (char === "\n" || char === "\r") {
      if (char === "\r" && index + 1 >= input.length && !atEnd) return { kind: "more" };
      cells.push(cell);
      index += char === "\r" && input[index + 1] === "\n" ? 2 : 1;
      lines += 1;
      break;
    }
    if (char === '"' && atCellStart) {
      inQuotes = true;
      atCellStart = false;
      index += 1;
      continue;
    }
    if (afterQuote || char === '"') problem ??= afterQuote ? "text after a closing quote" : "quote inside an unquoted field";
    cell += char;
    atCellStart = false;
    index += 1;
  }
  if (problem) return { kind: "problem", message: problem, unclosed: false, next: index, lines };
  return { kind: "record", cells, next: index, lines };
}

/** The incremental parser: push pieces of text, take the records and problems they complete. */
export class CsvStream {
  private buffer = "";
  private line = 1;
  private started = false;

  push(chunk: string): CsvItem[] {
    if (!this.started && chunk.length > 0) {
      this.started = true;
      if (chunk.charCodeAt(0) === 0xfeff) chunk = chunk.slice(1);
    }
    this.buffer += chunk;
    return this.drain(false);
  }

  end(): CsvItem[] {
    return this.drain(true);
  }

  private drain(atEnd: boolean): CsvItem[] {
    const items: CsvItem[] = [];
    let position = 0;
    while (position < this.buffer.length) {
      const step = readRecord(this.buffer, position, atEnd);
      if (step.kind === "more") {
        // A record this long is an unclosed quote far likelier than a real offer.
        if (this.buffer.length - position > MAX_RECORD_CHARS) {
          items.push({ kind: "problem", line: this.line, message: `unclosed quoted field (a record longer than ${MAX_RECORD_CHARS} characters)` });
          position = this.skipLine(position);
          continue;
        }
        break;
      }
      if (step.kind === "problem") {
        items.push({ kind: "problem", line: this.line, message: step.message });
        // An unclosed quote swallows the rest of the file: resume on the line after the one it opened.
        if (step.unclosed) position = this.skipLine(position);
        else {
          position = step.next;
          this.line += step.lines;
        }
        continue;
      }
      const { cells } = step;
      const line = this.line;
      position = step.next;
      this.line += step.lines;
      if (cells.length === 1 && cells[0] === "") continue; // blank line
      items.push({ kind: "record", line, cells });
    }
    this.buffer = this.buffer.slice(position);
    return items;
  }

  /** Past the line break after `position` (or the end of the text held), one line further. */
  private skipLine(position: number): number {
    const next = this.buffer.indexOf("\n", position);
    this.line += 1;
    return next < 0 ? this.buffer.length : next + 1;
  }
}

export function parseCsv(text: string): { records: CsvRecord[]; problems: CsvProblem[] } {
  const parser = new CsvStream();
  const items = [...parser.push(text), ...parser.end()];
  return {
    records: items.filter((item) => item.kind === "record").map(({ line, cells }) => ({ line, cells })),
    problems: items.filter((item) => item.kind === "problem").map(({ line, message }) => ({ line, message })),
  };
}
