// A strict iCalendar (RFC 5545) reader for tests. No iCalendar parser is installed, so this one
// checks what the RFC requires of a file and throws on the first breach: CRLF line ends and no
// other CR or LF, physical lines of at most 75 octets, unfolding, the content-line grammar
// (section 3.1), no control character but tab in a value (VALUE-CHAR), TEXT escapes (section
// 3.3.11: only \\ \; \, \n \N, and no bare ; or , in a single TEXT value), balanced BEGIN/END,
// and the properties a VCALENDAR and a VEVENT must have. It returns the components with their
// TEXT values unescaped, so tests can compare what a calendar application would show.

export type IcalComponent = { name: string; properties: Array<{ name: string; params: Record<string, string>; value: string }>; components: IcalComponent[] };

const TEXT_PROPERTIES = new Set(["SUMMARY", "DESCRIPTION", "LOCATION", "X-WR-CALNAME", "COMMENT"]);
const NAME = /^[A-Za-z0-9-]+$/;
const CONTROL_BUT_TAB = /[\u0000-\u0008\u000A-\u001F\u007F]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function fail(message: string, line?: string): never {
  throw new Error(`invalid iCalendar: ${message}${line === undefined ? "" : ` in ${JSON.stringify(line.slice(0, 120))}`}`);
}

/** Unescapes one TEXT value, refusing what section 3.3.11 does not allow. */
export function unescapeIcalText(value: string): string {
  let out = "";
  for (let i = 0; i < value.length; i += 1) {
    const char = value[i]!;
    if (char === "\\") {
      const next = value[i + 1];
      if (next === "\\" || next === ";" || next === ",") out += next;
      else if (next === "n" || next === "N") out += "\n";
      else fail(`a backslash before ${JSON.stringify(next ?? "the end")}`, value);
      i += 1;
    } else if (char === ";" || char === ",") fail(`an unescaped ${JSON.stringify(char)} in TEXT`, value);
    else out += char;
  }
  return out;
}

function splitContentLine(line: string): { name: string; params: Record<string, string>; value: string } {
  // name *(";" param) ":" value, where a param value may be a quoted string holding ; and :.
  let i = 0;
  while (i < line.length && line[i] !== ";" && line[i] !== ":") i += 1;
  const name = line.slice(0, i);
  if (!NAME.test(name)) fail("a property name that is not an iana-token or x-name", line);
  const params: Record<string, string> = {};
  while (line[i] === ";") {
    const eq = line.indexOf("=", i);
    if (eq < 0) fail("a parameter without =", line);
    const paramName = line.slice(i + 1, eq);
    if (!NAME.test(paramName)) fail("a bad parameter name", line);
    let j = eq + 1;
    let paramValue: string;
    if (line[j] === '"') {
      const close = line.indexOf('"', j + 1);
      if (close < 0) fail("an unclosed quoted parameter", line);
      paramValue = line.slice(j + 1, close);
      j = close + 1;
    } else {
      const start = j;
      while (j < line.length && line[j] !== ";" && line[j] !== ":" && line[j] !== ",") j += 1;
      paramValue = line.slice(start, j);
    }
    if (CONTROL_BUT_TAB.test(paramValue)) fail("a control character in a parameter", line);
    params[paramName.toUpperCase()] = paramValue;
    i = j;
  }
  if (line[i] !== ":") fail("no colon after the property name", line);
  const value = line.slice(i + 1);
  if (CONTROL_BUT_TAB.test(value)) fail("a control character in a value", line);
  return { name: name.toUpperCase(), params, value };
}

/** Parses a whole iCalendar file strictly; returns its VCALENDAR. */
export function parseStrictIcal(text: string): IcalComponent {
  if (LONE_SURROGATE.test(text)) fail("a lone surrogate (not encodable as UTF-8)");
  if (text.includes("\uFFFD")) fail("a replacement character (the text was not UTF-8)");
  if (!text.endsWith("\r\n")) fail("the file does not end with CRLF");
  const physical = text.slice(0, -2).split("\r\n");
  for (const line of physical) {
    if (line.includes("\r") || line.includes("\n")) fail("a bare CR or LF inside a line", line);
    if (Buffer.byteLength(line, "utf8") > 75) fail(`a line of ${Buffer.byteLength(line, "utf8")} octets (at most 75)`, line);
  }
  const logical: string[] = [];
  for (const line of physical) {
    if (line.startsWith(" ") || line.startsWith("\t")) {
      if (logical.length === 0) fail("a continuation line first");
      logical[logical.length - 1] += line.slice(1);
    } else {
      if (line === "") fail("an empty line");
      logical.push(line);
    }
  }
  const stack: IcalComponent[] = [];
  let root: IcalComponent | null = null;
  for (const line of logical) {
    const property = splitContentLine(line);
    if (property.name === "BEGIN") {
      const component: IcalComponent = { name: property.value.toUpperCase(), properties: [], components: [] };
      if (stack.length === 0) {
        if (root) fail("a second top-level component", line);
        root = component;
      } else stack.at(-1)!.components.push(component);
      stack.push(component);
      continue;
    }
    if (property.name === "END") {
      const open = stack.pop();
      if (!open || open.name !== property.value.toUpperCase()) fail(`END:${property.value} closes ${open?.name ?? "nothing"}`, line);
      continue;
    }
    if (stack.length === 0) fail("a property outside any component", line);
    const value = TEXT_PROPERTIES.has(property.name) ? unescapeIcalText(property.value) : property.value;
    stack.at(-1)!.properties.push({ ...property, value });
  }
  if (stack.length > 0) fail(`${stack.at(-1)!.name} is never closed`);
  if (!root || root.name !== "VCALENDAR") fail("the file is not a VCALENDAR");
  const has = (component: IcalComponent, name: string) => component.properties.filter((p) => p.name === name).length === 1;
  if (!has(root, "VERSION") || !has(root, "PRODID")) fail("VCALENDAR needs exactly one VERSION and PRODID");
  for (const event of root.components.filter((c) => c.name === "VEVENT")) {
    for (const required of ["UID", "DTSTAMP", "DTSTART"]) if (!has(event, required)) fail(`a VEVENT without exactly one ${required}`);
    for (const name of ["DTSTART", "DTEND"]) {
      const value = event.properties.find((p) => p.name === name)?.value;
      if (value !== undefined && !/^\d{8}T\d{6}Z?$/.test(value)) fail(`${name} is not a DATE-TIME`, value);
    }
  }
  return root;
}

/** The value of a component's property (unescaped TEXT), or undefined. */
export function icalValue(component: IcalComponent, name: string): string | undefined {
  return component.properties.find((property) => property.name === name)?.value;
}
