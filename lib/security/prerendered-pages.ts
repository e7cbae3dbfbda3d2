// The inline scripts of the pages `next build` prerendered. Their HTML is served as built, so it
// carries no per-request nonce: proxy.ts allows their inline scripts by hash instead, read from the
// build output (the prerender manifest lists the pages; each one's HTML sits under server/app).
import fs from "node:fs";
import path from "node:path";
import { inlineScriptHashSources } from "./inline-scripts";

type PrerenderManifest = { routes: Record<string, unknown> };

/**
 * The hash sources for the inline scripts of a prerendered page of the build in `buildDir`, by its
 * path after locale routing (`/en/legal`); null when the path is rendered per request. A page Next
 * regenerates (a revalidated page) is hashed again when its file changes. A build without a
 * readable manifest or page file answers null (the page then gets the nonce policy) rather than
 * failing the request.
 */
export function prerenderedPages(buildDir: string): (pathname: string) => string[] | null {
  let pages: Set<string> | undefined;
  const hashesByPage = new Map<string, { mtimeMs: number; sources: string[] }>();

  const listed = (): Set<string> => {
    if (!pages) {
      try {
        const manifest = JSON.parse(fs.readFileSync(path.join(buildDir, "prerender-manifest.json"), "utf8")) as PrerenderManifest;
        pages = new Set(Object.keys(manifest.routes));
      } catch (error) {
        console.error(`[csp] no prerender manifest in ${buildDir}: every page gets a nonce policy`, error);
        pages = new Set();
      }
    }
    return pages;
  };

  return (pathname) => {
    if (!listed().has(pathname)) return null;
    const file = path.join(buildDir, "server", "app", `${pathname}.html`);
    try {
      const { mtimeMs } = fs.statSync(file);
      const cached = hashesByPage.get(pathname);
      if (cached?.mtimeMs === mtimeMs) return cached.sources;
      const sources = inlineScriptHashSources(fs.readFileSync(file, "utf8"));
      hashesByPage.set(pathname, { mtimeMs, sources });
      return sources;
    } catch {
      return null;
    }
  };
}

/** The running build's prerendered pages (`next start` runs in the project folder). */
export const prerenderedScriptSources = prerenderedPages(path.join(process.cwd(), ".next"));
