import { parseCsv } from "./csv";

describe("parseCsv", () => {
  it("reads plain and quoted fields, doubled quotes, commas and line breaks inside quotes", () => {
    const { records, problems } = parseCsv('a,b,c\n1,"two, too","say ""hi"""\n"multi\nline",x,\r\n');
    expect(problems).toEqual([]);
    expect(records.map((record) => record.cells)).toEqual([
      ["a", "b", "c"],
      ["1", "two, too", 'say "hi"'],
      ["multi\nline", "x", ""],
    ]);
    expect(records.map((record) => record.line)).toEqual([1, 2, 3]);
  });

  it("skips blank lines and a byte-order mark", () => {
    expect(parseCsv("\ufeffa\n\nb\n").records.map((record) => record.cells)).toEqual([["a"], ["b"]]);
  });

  it("reports a stray quote and text after a closing quote, and keeps the other lines", () => {
    const { records, problems } = parseCsv('h1,h2\nok,1\nbad"quote,2\n"closed"junk,3\nfine,4\n');
    expect(problems).toEqual([
      { line: 3, message: "quote inside an unquoted field" },
      { line: 4, message: "text after a closing quote" },
    ]);
    expect(records.map((record) => record.cells[0])).toEqual(["h1", "ok", "fine"]);
  });

  it("reports an unclosed quote and resumes on the next line", () => {
    const { records, problems } = parseCsv('h\n"never closed,1\nafter,2\n');
    expect(problems).toEqual([{ line: 2, message: "unclosed quoted field" }]);
    expect(records.map((record) => record.cells)).toEqual([["h"], ["after", "2"]]);
  });
});
