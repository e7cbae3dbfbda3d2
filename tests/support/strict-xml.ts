// A strict XML 1.0 well-formedness checker for tests. No XML parser is installed for Node (the
// e2e tests parse exports with the browser's own DOMParser as well), so this one enforces what a
// conforming parser refuses: characters outside the Char production, markup characters in text,
// unknown or malformed references (and references to characters XML cannot hold), unquoted or
// duplicate attributes, '<' in attribute values, mismatched or unclosed tags, anything but one
// root element. It returns the element tree with text and attributes decoded.

export type XmlElement = { name: string; attributes: Record<string, string>; children: XmlElement[]; text: string };

const NAME = /^[A-Za-z_:][A-Za-z0-9_:.-]*$/;

function fail(message: string, at: string): never {
  throw new Error(`not well-formed XML: ${message} near ${JSON.stringify(at.slice(0, 80))}`);
}

function isXmlChar(code: number): boolean {
  return code === 0x9 || code === 0xa || code === 0xd || (code >= 0x20 && code <= 0xd7ff) || (code >= 0xe000 && code <= 0xfffd) || (code >= 0x10000 && code <= 0x10ffff);
}

function checkCharacters(text: string) {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.codePointAt(i)!;
    if (code >= 0xd800 && code <= 0xdfff) fail("a lone surrogate", text.slice(Math.max(0, i - 20), i + 20));
    if (!isXmlChar(code)) fail(`the character U+${code.toString(16).toUpperCase().padStart(4, "0")}, which XML cannot hold`, text.slice(Math.max(0, i - 20), i + 20));
    if (code > 0xffff) i += 1;
  }
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

/** Decodes references in text or an attribute value, refusing a bare & and references XML forbids. */
function decode(raw: string, context: string): string {
  return raw.replace(/&([^;&\s]*);?/g, (match, body: string) => {
    if (!match.endsWith(";")) fail("a bare &", context);
    if (body in ENTITIES) return ENTITIES[body]!;
    const numeric = /^#(?:x([0-9A-Fa-f]+)|([0-9]+))$/.exec(body);
    if (!numeric) fail(`the unknown reference &${body};`, context);
    const code = numeric[1] ? parseInt(numeric[1], 16) : Number(numeric[2]);
    if (!isXmlChar(code)) fail(`a reference to U+${code.toString(16)}, which XML cannot hold`, context);
    return String.fromCodePoint(code);
  });
}

/** Parses a document strictly; returns its root element. */
export function parseStrictXml(document: string): XmlElement {
  checkCharacters(document);
  let rest = document.replace(/^\uFEFF/, "");
  const declaration = /^<\?xml\s+version="1\.[0-9]"(\s+encoding="[A-Za-z][A-Za-z0-9._-]*")?(\s+standalone="(yes|no)")?\s*\?>/.exec(rest);
  if (rest.startsWith("<?xml") && !declaration) fail("a malformed XML declaration", rest);
  if (declaration) rest = rest.slice(declaration[0].length);
  const stack: XmlElement[] = [];
  let root: XmlElement | null = null;
  while (rest.length > 0) {
    const lt = rest.indexOf("<");
    const text = lt < 0 ? rest : rest.slice(0, lt);
    if (text) {
      if (text.includes("]]>")) fail("]]> in text", text);
      const decoded = decode(text, text);
      if (stack.length === 0) {
        if (decoded.trim() !== "") fail("text outside the root element", text);
      } else stack.at(-1)!.text += decoded;
    }
    if (lt < 0) break;
    rest = rest.slice(lt);
    if (rest.startsWith("<!--")) {
      const end = rest.indexOf("-->");
      if (end < 0 || rest.slice(4, end).includes("--")) fail("a malformed comment", rest);
      rest = rest.slice(end + 3);
      continue;
    }
    if (rest.startsWith("</")) {
      const match = /^<\/([^\s>]+)\s*>/.exec(rest);
      if (!match) fail("a malformed end tag", rest);
      const open = stack.pop();
      if (!open || open.name !== match[1]) fail(`</${match[1]}> closes <${open?.name ?? "nothing"}>`, rest);
      rest = rest.slice(match[0].length);
      continue;
    }
    const nameMatch = /^<([^\s/>]+)/.exec(rest);
    if (!nameMatch || !NAME.test(nameMatch[1]!)) fail("a malformed start tag", rest);
    const element: XmlElement = { name: nameMatch[1]!, attributes: {}, children: [], text: "" };
    let i = nameMatch[0].length;
    for (;;) {
      const space = /^\s*/.exec(rest.slice(i))![0].length;
      i += space;
      if (rest.startsWith("/>", i) || rest[i] === ">") break;
      if (space === 0) fail("attributes not separated by white space", rest.slice(i));
      const attribute = /^([^\s=/>]+)\s*=\s*(["'])/.exec(rest.slice(i));
      if (!attribute || !NAME.test(attribute[1]!)) fail("a malformed attribute", rest.slice(i));
      const quote = attribute[2]!;
      const start = i + attribute[0].length;
      const end = rest.indexOf(quote, start);
      if (end < 0) fail("an unclosed attribute value", rest.slice(i));
      const raw = rest.slice(start, end);
      if (raw.includes("<")) fail("< in an attribute value", raw);
      if (attribute[1]! in element.attributes) fail(`the attribute ${attribute[1]} twice`, rest.slice(i));
      // Attribute-value normalisation (XML 1.0 section 3.3.3): literal white space becomes a space.
      element.attributes[attribute[1]!] = decode(raw.replace(/[\t\n\r]/g, " "), raw);
      i = end + 1;
    }
    const selfClosing = rest.startsWith("/>", i);
    rest = rest.slice(i + (selfClosing ? 2 : 1));
    if (stack.length === 0) {
      if (root) fail("a second root element", element.name);
      root = element;
    } else stack.at(-1)!.children.push(element);
    if (!selfClosing) stack.push(element);
  }
  if (stack.length > 0) fail(`<${stack.at(-1)!.name}> is never closed`, "");
  if (!root) fail("no root element", document);
  return root;
}

/** The descendants of an element with a name, in document order. */
export function xmlElements(element: XmlElement, name: string): XmlElement[] {
  return element.children.flatMap((child) => [...(child.name === name ? [child] : []), ...xmlElements(child, name)]);
}
