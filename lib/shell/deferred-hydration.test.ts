import { runInNewContext } from "node:vm";
import { deferHydration, deferPageScripts, deferPageScriptsInBytes, deferredScripts, loaderScript } from "./deferred-hydration.mjs";

const head = [
  "<!DOCTYPE html><html><head>",
  '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/webpack.js"/>',
  '<script src="/_next/static/chunks/webpack.js" async=""></script>',
  '<script src="/_next/static/chunks/main.js" async=""></script>',
  "<script>init()</script>",
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
  "</head>",
].join("");
const body = [
  '<body><script type="application/ld+json">{}</script>',
  '<script id="_R_">(globalThis.TURBOPACK = []).push({})</script>',
  "<script>(self.__next_f=self.__next_f||[]).push([0])</script>",
  '<script>self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n"])</script>',
  '<p>text</p><script>self.__next_f.push([1,"2:[]\\n"])</script>',
  "</body></html>",
].join("");

describe("deferHydration", () => {
  const stored: string[] = [];
  const storeScript = (content: string) => {
    stored.push(content);
    return "/_next/static/deferred/data.js";
  };
  const html = deferHydration(head + body, storeScript);

  it("takes out the page's script files and their preloads", () => {
    expect(html).not.toContain('<script src="/_next/static/chunks/webpack.js" async="">');
    expect(html).not.toContain('<script src="/_next/static/chunks/main.js" async="">');
    expect(html).not.toContain('rel="preload" as="script"');
  });

  it("moves the inline hydration data, in order, into one script file", () => {
    expect(html).not.toContain("self.__next_f");
    expect(stored).toEqual(['(self.__next_f=self.__next_f||[]).push([0]);\nself.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n"]);\nself.__next_f.push([1,"2:[]\\n"]);\n']);
    expect(() => new Function(stored[0]!)).not.toThrow();
    expect(html).toContain("<p>text</p></body>");
  });

  it("keeps the other inline scripts, data blocks, styles and the legacy polyfills (which modern browsers skip)", () => {
    expect(html).toContain("<script>init()</script>");
    expect(html).toContain('<script type="application/ld+json">{}</script>');
    expect(html).toContain('<script id="_R_">');
    expect(html).toContain('<link rel="stylesheet" href="/_next/static/chunks/a.css"');
    expect(html).toContain('noModule=""');
  });

  it("puts one inline loader at the end of <head>, after the init script, listing the data and then the files in order", () => {
    const loader = /<script>(\(function\(s\)[^<]*)<\/script><\/head>/.exec(html)?.[1];
    expect(loader).toBe(loaderScript(["/_next/static/deferred/data.js", "/_next/static/chunks/webpack.js", "/_next/static/chunks/main.js"]));
    expect(html.indexOf("<script>init()</script>")).toBeLessThan(html.indexOf(loader!));
  });

  it("lets the benchmark read back the files the page loads at the first intent", () => {
    expect(deferredScripts(html)).toEqual(["/_next/static/deferred/data.js", "/_next/static/chunks/webpack.js", "/_next/static/chunks/main.js"]);
    expect(deferredScripts(head + body)).toEqual([]);
  });

  it("leaves a page without script files as it is, so running it twice changes nothing", () => {
    expect(deferHydration(html, storeScript)).toBe(html);
    expect(deferHydration("<html><head></head><body></body></html>", storeScript)).toBe("<html><head></head><body></body></html>");
    expect(stored).toHaveLength(1);
  });
});

describe("loaderScript", () => {
  type Listener = () => void;
  function run(hasSavedState: boolean) {
    const added: string[] = [];
    const listeners = new Map<string, Listener>();
    runInNewContext(loaderScript(["/a.js", "/b.js"]), {
      document: {
        documentElement: { hasAttribute: (name: string) => hasSavedState && name === "data-saved-state" },
        createElement: () => ({}),
        head: { appendChild: (tag: { src: string; async: boolean }) => added.push(`${tag.src} async=${tag.async}`) },
      },
      addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    });
    return { added, listeners };
  }

  it("loads the scripts at the first intent, to run in order (not async)", () => {
    const { added, listeners } = run(false);
    expect(added).toEqual([]);
    listeners.get("wb:intent")?.();
    expect(added).toEqual(["/a.js async=false", "/b.js async=false"]);
  });

  it("loads them at once for a visitor with saved state", () => {
    const { added, listeners } = run(true);
    expect(added).toEqual(["/a.js async=false", "/b.js async=false"]);
    expect(listeners.size).toBe(0);
  });
});

describe("deferPageScripts (pages rendered on request)", () => {
  const nonce = "abc123==";
  const page = [
    "<!DOCTYPE html><html><head>",
    `<link rel="preload" as="script" fetchPriority="low" nonce="${nonce}" href="/_next/static/chunks/runtime.js"/>`,
    `<script src="/_next/static/chunks/runtime.js" async="" nonce="${nonce}"></script>`,
    `<script src="/_next/static/chunks/page.js" nonce="${nonce}" async=""></script>`,
    `<script src="/_next/static/chunks/polyfills.js" noModule="" nonce="${nonce}"></script>`,
    `<script nonce="${nonce}">init()</script>`,
    "</head><body><p>Vail</p>",
    `<script nonce="${nonce}">self.__next_f.push([1,"data"])</script>`,
    "</body></html>",
  ].join("");
  const deferred = deferPageScripts(page);

  it("takes the script files and their preloads out, in any attribute order, and keeps the content and the page data", () => {
    expect(deferred).not.toContain('<script src="/_next/static/chunks/runtime.js"');
    expect(deferred).not.toContain('<script src="/_next/static/chunks/page.js"');
    expect(deferred).not.toContain('rel="preload" as="script"');
    expect(deferred).toContain("<p>Vail</p>");
    expect(deferred).toContain(`<script nonce="${nonce}">self.__next_f.push([1,"data"])</script>`);
    expect(deferred).toContain('<script src="/_next/static/chunks/polyfills.js" noModule=""');
  });

  it("adds the loader at the end of <head> with the page's CSP nonce, listing the files in order", () => {
    const loader = new RegExp(`<script nonce="${nonce}">\\(function\\(s\\)[^<]*</script></head>`);
    expect(deferred).toMatch(loader);
    expect(deferred).toContain(JSON.stringify(["/_next/static/chunks/runtime.js", "/_next/static/chunks/page.js"]));
    // The files it loads are read back from a page answered to one request too (bench/lib/page-weight.mjs).
    expect(deferredScripts(deferred)).toEqual(["/_next/static/chunks/runtime.js", "/_next/static/chunks/page.js"]);
  });

  it("leaves a page without script files, or without a <head>, as it is", () => {
    const plain = "<html><head></head><body>text</body></html>";
    expect(deferPageScripts(plain)).toBe(plain);
    const fragment = '<script src="/_next/static/chunks/a.js" async=""></script>';
    expect(deferPageScripts(fragment)).toBe(fragment);
  });

  it("gives the same page from its bytes (the body, accents and all, passes as it is)", () => {
    const withAccents = page.replace("<p>Vail</p>", "<p>Zürich → São Paulo</p>");
    const bytes = Buffer.from(withAccents, "utf8");
    expect(deferPageScriptsInBytes(bytes).toString("utf8")).toBe(deferPageScripts(withAccents));
    // A page with script files in its body too (a part streamed later) is rewritten whole.
    const late = page.replace(
      "<p>Vail</p>",
      `<p>Vail</p><link rel="preload" as="script" href="/_next/static/chunks/map.js"/><script src="/_next/static/chunks/map.js" async="" nonce="${nonce}"></script><script src="/_next/static/chunks/legacy.js" noModule=""></script><p>Zürich</p>`,
    );
    const lateDeferred = deferPageScriptsInBytes(Buffer.from(late, "utf8")).toString("utf8");
    expect(lateDeferred).toBe(deferPageScripts(late));
    expect(deferredScripts(lateDeferred)).toEqual(["/_next/static/chunks/runtime.js", "/_next/static/chunks/page.js", "/_next/static/chunks/map.js"]);
    expect(lateDeferred).toContain('<p>Vail</p><script src="/_next/static/chunks/legacy.js" noModule=""></script><p>Zürich</p>');
    const noHead = Buffer.from('<script src="/_next/static/chunks/a.js" async=""></script>');
    expect(deferPageScriptsInBytes(noHead)).toBe(noHead);
  });

  it("gives the loader the page's nonce from its body when no inline script of the head has one", () => {
    const bodyNonceOnly = page.replace(`<script nonce="${nonce}">init()</script>`, "");
    const deferred = deferPageScriptsInBytes(Buffer.from(bodyNonceOnly, "utf8")).toString("utf8");
    expect(deferred).toMatch(new RegExp(`<script nonce="${nonce}">\\(function\\(s\\)[^<]*</script></head>`));
    expect(deferred).toBe(deferPageScripts(bodyNonceOnly));
  });

  it("leaves a script tag the body never closes (a cut-off page) where it is, and still defers the head's files", () => {
    const cutOff = page.replace("</body></html>", '<script src="/_next/static/chunks/cut.js" async="');
    const deferred = deferPageScriptsInBytes(Buffer.from(cutOff, "utf8")).toString("utf8");
    expect(deferredScripts(deferred)).toEqual(["/_next/static/chunks/runtime.js", "/_next/static/chunks/page.js"]);
    expect(deferred.endsWith('<script src="/_next/static/chunks/cut.js" async="')).toBe(true);
  });
});
