// Reads a JSON feed `{ "partner": ..., "offers": [ {...}, {...} ] }` in pieces: each element of
// the top-level "offers" array is cut out as it completes and parsed alone, so a feed of any size
// goes through holding one offer at a time. An element that is not valid JSON is a problem of
// that offer; the others still parse. A file that is not a JSON object, has no offers array or
// ends inside it is a problem of the feed.

export type JsonItem = { kind: "offer"; index: number; value: unknown } | { kind: "problem"; index: number; message: string } | { kind: "feed-problem"; message: string };

/** An offer longer than this is reported and skipped, so memory stays bounded. */
export const MAX_OFFER_CHARS = 1_000_000;

type Mode = "start" | "object" | "array" | "after";

export class JsonOffersStream {
  private mode: Mode = "start";
  private depth = 0;
  private inString = false;
  private escaped = false;
  /** The key being read at the top level, and the last one read (the value that follows is its). */
  private key: string | null = null;
  private lastKey: string | null = null;
  private sawOffers = false;
  private failed = false;
  private index = 0;
  /** Text of the offer being read (array mode), or null between offers. */
  private element: string | null = null;
  private elementTooLong = false;
  private started = false;

  push(chunk: string): JsonItem[] {
    if (!this.started && chunk.length > 0) {
      this.started = true;
      if (chunk.charCodeAt(0) === 0xfeff) chunk = chunk.slice(1);
    }
    const items: JsonItem[] = [];
    if (this.failed) return items;
    let elementFrom = 0;
    for (let i = 0; i < chunk.length; i += 1) {
      const char = chunk[i]!;
      if (this.mode === "start") {
        if (/\s/.test(char)) continue;
        if (char !== "{") return this.fail(items, "not valid JSON: the feed is not a JSON object");
        this.mode = "object";
        this.depth = 1;
        continue;
      }
      if (this.inString) {
        if (this.escaped) this.escaped = false;
        else if (char === "\\") this.escaped = true;
        else if (char === '"') this.inString = false;
        if (this.key !== null && this.depth === 1 && this.mode === "object") {
          if (this.inString) this.key += char;
          else {
            this.lastKey = this.key;
            this.key = null;
          }
        }
        continue;
      }
      if (char === '"') {
        this.inString = true;
        if (this.mode === "object" && this.depth === 1) this.key = "";
        if (this.mode === "array" && this.depth === 2 && this.element === null) {
          this.element = "";
          elementFrom = i;
        }
        continue;
      }
      if (this.mode === "array") {
        if (this.depth === 2 && (char === "," || char === "]")) {
          if (this.element !== null) {
            const text = this.element + chunk.slice(elementFrom, i);
            items.push(this.offer(text));
          } else if (char === ",") items.push({ kind: "problem", index: this.index++, message: "not valid JSON: an empty element" });
          this.element = null;
          this.elementTooLong = false;
          if (char === "]") {
            this.mode = "after";
            this.depth = 1;
          }
          continue;
        }
        if (this.element === null && !/\s/.test(char)) {
          this.element = "";
          elementFrom = i;
        }
        if (char === "{" || char === "[") this.depth += 1;
        else if (char === "}" || char === "]") this.depth -= 1;
        continue;
      }
      if (char === "{" || char === "[") {
        if (this.mode === "object" && this.depth === 1 && char === "[" && this.lastKey === "offers" && !this.sawOffers) {
          this.sawOffers = true;
          this.mode = "array";
          this.depth = 2;
          continue;
        }
        this.depth += 1;
      } else if (char === "}" || char === "]") {
        this.depth -= 1;
        if (this.depth === 0) this.mode = "after";
      } else if (char === "," && this.depth === 1) this.lastKey = null;
    }
    if (this.mode === "array" && this.element !== null) {
      if (!this.elementTooLong) this.element += chunk.slice(elementFrom);
      if (this.element.length > MAX_OFFER_CHARS && !this.elementTooLong) {
        this.elementTooLong = true;
        this.element = "";
      }
    }
    return items;
  }

  end(): JsonItem[] {
    const items: JsonItem[] = [];
    if (this.failed) return items;
    if (this.mode === "start") return this.fail(items, "not valid JSON: the feed is empty");
    if (this.mode === "array") return this.fail(items, `not valid JSON: the feed ends inside the offers array (after offer ${this.index})`);
    if (!this.sawOffers) return this.fail(items, "the feed has no offers array");
    if (this.depth !== 0) return this.fail(items, "not valid JSON: the feed ends before its closing brace");
    return items;
  }

  private offer(text: string): JsonItem {
    const index = this.index++;
    if (this.elementTooLong) return { kind: "problem", index, message: `longer than ${MAX_OFFER_CHARS} characters` };
    try {
      return { kind: "offer", index, value: JSON.parse(text) };
    } catch (error) {
      return { kind: "problem", index, message: `not valid JSON: ${(error as Error).message}` };
    }
  }

  private fail(items: JsonItem[], message: string): JsonItem[] {
    this.failed = true;
    items.push({ kind: "feed-problem", message });
    return items;
  }
}
