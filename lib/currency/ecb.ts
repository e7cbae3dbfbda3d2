// Parses the European Central Bank's reference-rate XML (eurofxref-daily.xml, and the 90-day or
// historical files of the same shape) without an XML library: the format is a fixed, tiny subset
// of XML. Rates are quoted against EUR; toUsdRates re-bases them on USD.
import { BASE_CURRENCY, currencyCodes, type CurrencyCode } from "./currencies";

export class EcbFormatError extends Error {
  constructor(message: string) {
    super(`Malformed ECB rates XML: ${message}`);
    this.name = "EcbFormatError";
  }
}

export type EcbRates = {
  /** The reference date (YYYY-MM-DD) of the newest day in the file. */
  date: string;
  /** Units of each currency per one euro, as published. */
  perEur: Record<string, number>;
};

const TAG = /<(\/?)([A-Za-z_][\w:.-]*)((?:\s+[\w:.-]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/?)>/y;
const ATTRIBUTE = /([\w:.-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

function attributesOf(source: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const match of source.matchAll(ATTRIBUTE)) attributes[match[1]!] = match[2] ?? match[3] ?? "";
  return attributes;
}

/** Walks the document's tags, checking that they nest, and yields each element's opening tag. */
function* elements(xml: string): Generator<{ name: string; attributes: Record<string, string>; depth: number }> {
  const stack: string[] = [];
  let index = 0;
  let sawRoot = false;
  while (index < xml.length) {
    const next = xml.indexOf("<", index);
    if (next === -1) break;
    if (stack.length === 0 && xml.slice(index, next).trim() !== "") throw new EcbFormatError("text outside the root element");
    if (xml.startsWith("<?", next)) {
      const end = xml.indexOf("?>", next);
      if (end === -1) throw new EcbFormatError("unterminated processing instruction");
      index = end + 2;
      continue;
    }
    if (xml.startsWith("<!--", next)) {
      const end = xml.indexOf("-->", next);
      if (end === -1) throw new EcbFormatError("unterminated comment");
      index = end + 3;
      continue;
    }
    TAG.lastIndex = next;
    const match = TAG.exec(xml);
    if (!match) throw new EcbFormatError(`unreadable tag at offset ${next}`);
    const [whole, closing, name, attributeSource, selfClosing] = match;
    if (closing) {
      if (stack.pop() !== name) throw new EcbFormatError(`unexpected closing tag </${name}>`);
    } else {
      if (stack.length === 0 && sawRoot) throw new EcbFormatError("more than one root element");
      sawRoot = true;
      yield { name: name!, attributes: attributesOf(attributeSource ?? ""), depth: stack.length };
      if (!selfClosing) stack.push(name!);
    }
    index = next + whole.length;
  }
  if (xml.slice(index).trim() !== "") throw new EcbFormatError("text after the root element");
  if (!sawRoot) throw new EcbFormatError("no root element");
  if (stack.length > 0) throw new EcbFormatError(`unclosed element <${stack.at(-1)}>`);
}

/** Reads the newest day's rates from an ECB reference-rate document; throws EcbFormatError. */
export function parseEcbXml(xml: string): EcbRates {
  const days = new Map<string, Record<string, number>>();
  let current: Record<string, number> | null = null;
  let currentDepth = -1;

  for (const element of elements(xml)) {
    if (element.name !== "Cube") continue;
    const { time, currency, rate } = element.attributes;
    if (time !== undefined) {
      if (!DATE.test(time) || Number.isNaN(Date.parse(`${time}T00:00:00Z`))) throw new EcbFormatError(`invalid date "${time}"`);
      current = days.get(time) ?? {};
      days.set(time, current);
      currentDepth = element.depth;
    } else if (currency !== undefined) {
      if (!current || element.depth <= currentDepth) throw new EcbFormatError(`rate for ${currency} outside a dated Cube`);
      const value = Number(rate);
      if (!/^[A-Z]{3}$/.test(currency)) throw new EcbFormatError(`invalid currency code "${currency}"`);
      if (rate === undefined || rate.trim() === "" || !Number.isFinite(value) || value <= 0) {
        throw new EcbFormatError(`invalid rate "${rate ?? ""}" for ${currency}`);
      }
      current[currency] = value;
    }
  }

  const newest = [...days.keys()].sort().at(-1);
  if (!newest) throw new EcbFormatError("no dated Cube element");
  const perEur = days.get(newest)!;
  if (Object.keys(perEur).length === 0) throw new EcbFormatError(`no rates for ${newest}`);
  return { date: newest, perEur };
}

export type UsdRates = {
  /** Units per US dollar for each supported currency the source lists (USD itself is 1). */
  rates: Partial<Record<CurrencyCode, number>>;
  /** Supported currencies the source does not list; they keep their last stored value. */
  missing: CurrencyCode[];
};

/** Re-bases EUR-quoted rates on USD (units per dollar), for the supported currencies only. */
export function toUsdRates(perEur: Record<string, number>): UsdRates {
  const usdPerEur = perEur[BASE_CURRENCY];
  if (!usdPerEur) throw new EcbFormatError("no USD rate to convert from");
  const withEur: Record<string, number> = { ...perEur, EUR: 1 };
  const rates: Partial<Record<CurrencyCode, number>> = {};
  const missing: CurrencyCode[] = [];
  for (const code of currencyCodes) {
    const perEuro = withEur[code];
    if (perEuro === undefined) missing.push(code);
    else rates[code] = code === BASE_CURRENCY ? 1 : Number((perEuro / usdPerEur).toPrecision(8));
  }
  return { rates, missing };
}
