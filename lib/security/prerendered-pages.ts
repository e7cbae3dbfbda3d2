// The inline scripts of the pages `next build` prerendered. Their HTML is served as built, so it
// carries no per-request nonce: proxy.ts allows their inline scripts by hash instead, read from the
// build output (the prerender manifest lists the pages; each one's HTML sits under server/app).
import fs from "node:fs";
import path from "node:path";
import { inlineScriptHashSources } from "./inline-scripts";

const BUILD_DIR = path.join(process.cwd(), ".next");

type PrerenderManifest = { routes: Record<string, unknown> };

let prerendered: Set<string> | undefined;
const hashesByPage = new Map<string, { mtimeMs: number; sources: string[] }>();

function prerenderedPages(): Set<string> {
  if (!prerendered) {
    const manifest = JSON.parse(fs.readFileSync(path.join(BUILD_DIR, "prerender-manifest.json"), "utf8")) as PrerenderManifest;
    prerendered = new Set(Object.keys(manifest.routes));
  }
  return prerendered;
}

/**
 * The hash sources for the inline scripts of a prerendered page, by its path after locale routing
 * (`/en/legal`); null when the path is rendered per request. A page Next regenerates (a revalidated
 * page) is hashed again when its file changes.
 */
export function prerenderedScriptSources(pathname: string): string[] | null {
  if (!prerenderedPages().has(pathname)) return null;
  const file = path.join(BUILD_DIR, "server", "app", `${pathname}.html`);
  const { mtimeMs } = fs.statSync(file);
  const cached = hashesByPage.get(pathname);
  if (cached?.mtimeMs === mtimeMs) return cached.sources;
  const sources = inlineScriptHashSources(fs.readFileSync(file, "utf8"));
  hashesByPage.set(pathname, { mtimeMs, sources });
  return sources;
}
