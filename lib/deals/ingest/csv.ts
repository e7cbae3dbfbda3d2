// A small RFC 4180 CSV parser: quoted fields with commas, doubled quotes and line breaks.
// A line it cannot read (an unclosed quote, stray text after a closing quote) is reported with
// its line number and skipped; the lines after it still parse.

export type CsvRecord = { line: number; cells: string[] };
export type CsvProblem = { line: number; message: string };

export function parseCsv(text: string): { records: CsvRecord[]; problems: CsvProblem[] } {
  const records: CsvRecord[] = [];
  const problems: CsvProblem[] = [];
  const input = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  let index = 0;
  let line = 1;

  while (index < input.length) {
    const startLine = line;
    const cells: string[] = [];
    let cell = "";
    let problem: string | null = null;
    let atCellStart = true;
    let inQuotes = false;
    let afterQuote = false;

    for (;;) {
      if (index >= input.length) {
        if (inQuotes) problem = "unclosed quoted field";
        cells.push(cell);
        break;
      }
      const char = input[index]!;
      if (inQuotes) {
        if (char === '"') {
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
        if (char === "\n") line += 1;
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
        cells.push(cell);
        index += char === "\r" && input[index + 1] === "\n" ? 2 : 1;
        line += 1;
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

    if (problem) {
      // An unclosed quote swallows the rest of the file: resume on the line after the one it opened.
      if (inQuotes) {
        const next = input.indexOf("\n", lineStartIndex(input, startLine));
        index = next < 0 ? input.length : next + 1;
        line = startLine + 1;
      }
      problems.push({ line: startLine, message: problem });
      continue;
    }
    if (cells.length === 1 && cells[0] === "") continue; // blank line
    records.push({ line: startLine, cells });
  }
  return { records, problems };
}

function lineStartIndex(input: string, lineNumber: number): number {
  let index = 0;
  for (let current = 1; current < lineNumber; current += 1) {
    const next = input.indexOf("\n", index);
    if (next < 0) return input.length;
    index = next + 1;
  }
  return index;
}
