import { inlineScriptHashSources, nonceSource, scriptHashSource } from "./inline-scripts";

// Expected hashes computed outside the code under test: printf '…' | openssl dgst -sha256 -binary | base64
const ALERT_HASH = "'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='";
const UNICODE_HASH = "'sha256-dv0JtpxmHXrDI1gjYAA39VMc738BDF21voU1xCV8A70='";

describe("scriptHashSource", () => {
  it("is the base64 sha256 of the script text as UTF-8, quoted as a CSP source", () => {
    expect(scriptHashSource("alert(1)")).toBe(ALERT_HASH);
    expect(scriptHashSource('self.__next_f.push([1,"é"])')).toBe(UNICODE_HASH);
  });
});

describe("nonceSource", () => {
  it("is a fresh 128-bit base64 nonce each time", () => {
    const first = nonceSource();
    expect(first).toMatch(/^'nonce-[A-Za-z0-9+/]{22}=='$/);
    expect(nonceSource()).not.toBe(first);
  });
});

describe("inlineScriptHashSources", () => {
  it("hashes every inline script, classic and module, each once and in document order", () => {
    const html = [
      "<html><head><script>alert(1)</script>",
      '<script type="module">self.__next_f.push([1,"é"])</script></head>',
      "<body><SCRIPT>alert(1)</SCRIPT ></body></html>",
    ].join("");
    expect(inlineScriptHashSources(html)).toEqual([ALERT_HASH, UNICODE_HASH]);
  });

  it("hashes the raw text between the tags, character references included", () => {
    expect(inlineScriptHashSources("<script>a&amp;b</script>")).toEqual([scriptHashSource("a&amp;b")]);
    expect(inlineScriptHashSources("<script>a&amp;b</script>")).not.toEqual([scriptHashSource("a&b")]);
  });

  it("leaves out scripts loaded from a file and data blocks that never run", () => {
    const html = [
      '<script src="/_next/static/chunks/app.js" async=""></script>',
      "<script async src='/x.js'></script>",
      '<script type="application/ld+json">{"@type":"WebSite"}</script>',
      "<script type=text/plain>alert(1)</script>",
      '<script data-src="lazy" type="text/javascript">alert(1)</script>',
    ].join("");
    expect(inlineScriptHashSources(html)).toEqual([ALERT_HASH]);
  });

  it("finds nothing in a page without inline scripts", () => {
    expect(inlineScriptHashSources("<html><body><p>script</p></body></html>")).toEqual([]);
  });
});
