// The real places of prisma/data/destinations.txt (also read by the sample-feed generators,
// scripts/lib/sample-feeds.mjs, with the same slug rule: lib/text/fold.mjs).
import fs from "node:fs";
import path from "node:path";
import { slugify } from "@/lib/text/fold.mjs";
import type { DealThemeValue } from "./kinds";

export type Place = {
  name: string;
  country: string;
  countryCode: string;
  slug: string;
  latitude: number;
  longitude: number;
  themes: DealThemeValue[];
};

const THEME_LETTERS: Record<string, DealThemeValue> = {
  u: "urban", b: "beach", h: "historical", c: "cultural", n: "nature", m: "mountain",
  f: "food", w: "wildlife", i: "island", x: "hidden", $: "budget",
};

export function parsePlaces(text: string): Place[] {
  return text
    .split("\n")
    .filter((line) => line.trim() && !line.startsWith("#"))
    .map((line) => {
      const [name = "", country = "", countryCode = "", lat = "", lon = "", letters = ""] = line.split("|");
      return {
        name,
        country,
        countryCode,
        slug: slugify(name),
        latitude: Number(lat),
        longitude: Number(lon),
        themes: [...letters].map((letter) => THEME_LETTERS[letter]).filter((theme): theme is DealThemeValue => Boolean(theme)),
      };
    });
}

export function loadPlaces(root = process.cwd()): Place[] {
  return parsePlaces(fs.readFileSync(path.join(root, "prisma", "data", "destinations.txt"), "utf8"));
}
