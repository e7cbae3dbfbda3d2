import fs from "node:fs";
import path from "node:path";

import { apiMessages } from "@/lib/auth/api-messages";
import { defaultLocale, locales } from "./locales";

// Reads the message files from disk on every run, so the test always checks their current content.
const messagesDir = path.join(__dirname, "..", "..", "messages");

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

function readMessages(locale: string): Json {
  return JSON.parse(fs.readFileSync(path.join(messagesDir, `${locale}.json`), "utf8")) as Json;
}

/** Flattens nested messages into "a.b[0].c" key paths mapped to their leaf values. */
function flatten(value: Json, prefix = "", out = new Map<string, Json>()): Map<string, Json> {
  if (Array.isArray(value)) {
    value.forEach((item, index) => flatten(item, `${prefix}[${index}]`, out));
  } else if (value !== null && typeof value === "object") {
    for (const [key, child] of Object.entries(value))
      flatten(child, prefix ? `${prefix}.${key}` : key, out);
  } else {
    out.set(prefix, value);
  }
  return out;
}

/** ICU argument names ({name}, {count, plural, ...}) and rich-text tags (<email>) used in a message. */
function placeholders(message: string): string[] {
  const args = [...message.matchAll(/\{\s*([A-Za-z_][A-Za-z0-9_]*)\s*[,}]/g)].map(
    (m) => `{${m[1]}}`,
  );
  const tags = [...message.matchAll(/<\/?([A-Za-z][A-Za-z0-9_-]*)>/g)].map((m) => `<${m[1]}>`);
  return [...new Set([...args, ...tags])];
}

const english = flatten(readMessages(defaultLocale));
const otherLocales = locales.filter((locale) => locale !== defaultLocale);

/** Share of long English strings that a translation may leave unchanged (brand names, codes). */
const MAX_IDENTICAL_SHARE = 0.1;
const MIN_LENGTH_FOR_IDENTICAL_CHECK = 13;

describe("messages/en.json", () => {
  it("is non-empty and contains only string leaves", () => {
    expect(english.size).toBeGreaterThan(0);
    const nonStrings = [...english]
      .filter(([, value]) => typeof value !== "string")
      .map(([key]) => key);
    expect(nonStrings).toEqual([]);
  });
});

describe("messages/en.json ApiMessages", () => {
  // lib/auth/message-keys.ts finds the API's answer by its English text and shows the
  // entry of the same key: in English that is the API's wording itself (docs/features/accounts.md).
  it("has one entry per account API message, in the API's wording", () => {
    const section = Object.fromEntries([...english].filter(([key]) => key.startsWith("ApiMessages.")).map(([key, value]) => [key.slice("ApiMessages.".length), value]));
    expect(section).toEqual(apiMessages);
  });
});

describe.each(otherLocales)("messages/%s.json", (locale) => {
  const translated = flatten(readMessages(locale));

  it("has exactly the same key paths as en.json", () => {
    const missing = [...english.keys()].filter((key) => !translated.has(key));
    const extra = [...translated.keys()].filter((key) => !english.has(key));
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });
  });

  it("keeps every ICU placeholder and rich-text tag of the English text", () => {
    const problems: string[] = [];
    for (const [key, source] of english) {
      const target = translated.get(key);
      if (typeof source !== "string" || typeof target !== "string") continue;
      const lost = placeholders(source).filter((token) => !placeholders(target).includes(token));
      if (lost.length > 0) problems.push(`${key}: missing ${lost.join(", ")}`);
    }
    expect(problems).toEqual([]);
  });

  it("is translated rather than copied from English", () => {
    const longKeys = [...english].filter(
      ([, value]) => typeof value === "string" && value.length >= MIN_LENGTH_FOR_IDENTICAL_CHECK,
    );
    const identical = longKeys
      .filter(([key, value]) => translated.get(key) === value)
      .map(([key]) => key);
    const share = longKeys.length === 0 ? 0 : identical.length / longKeys.length;
    if (share > MAX_IDENTICAL_SHARE) {
      throw new Error(
        `${identical.length} of ${longKeys.length} strings longer than 12 characters are identical to English ` +
          `(${(share * 100).toFixed(1)}% > ${MAX_IDENTICAL_SHARE * 100}%): ${identical.join(", ")}`,
      );
    }
  });
});
