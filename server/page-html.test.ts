/** @jest-environment node */
import { createHash } from "node:crypto";
import { pageWithoutNonce, policyForInlineScripts, stylesheetsOf } from "./page-html";

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("policyForInlineScripts", () => {
  it("allows exactly the page's inline scripts, by hash, keeping the other sources and directives", () => {
    const html = "<script>a()</script><script src=/x.js></script><script type=application/ld+json>{}</script><script>b()</script>";
    const policy = "default-src 'self'; script-src 'self' 'sha256-old=' 'nonce-abc' https://www.googletagmanager.com; object-src 'none'";
    expect(policyForInlineScripts(policy, html)).toBe(
      `default-src 'self'; script-src 'self' https://www.googletagmanager.com ${sha256("a()")} ${sha256("b()")}; object-src 'none'`,
    );
  });
});

describe("pageWithoutNonce", () => {
  const policy = "default-src 'self'; script-src 'self' 'nonce-n0nce'";

  it("takes one request's nonce out of the HTML and the Link header and allows the inline scripts by hash", () => {
    const page = pageWithoutNonce({
      html: '<link rel="preload" as="script" nonce="n0nce" href="/a.js"><script nonce="n0nce">go()</script>',
      policy,
      link: '</a.js>; rel=preload; as="script"; nonce="n0nce"',
    });
    expect(page.html).toBe('<link rel="preload" as="script" href="/a.js"><script>go()</script>');
    expect(page.link).toBe('</a.js>; rel=preload; as="script"');
    expect(page.policy).toBe(`default-src 'self'; script-src 'self' ${sha256("go()")}`);
  });

  it("leaves a page without a nonce (a prerendered one) as it is, and a page without a policy without one", () => {
    const html = "<p>Hello</p>";
    expect(pageWithoutNonce({ html, policy: "", link: "</a.css>; rel=preload" })).toEqual({ html, policy: "", link: "</a.css>; rel=preload" });
    expect(pageWithoutNonce({ html, policy: "script-src 'self'" }).link).toBeUndefined();
  });
});

describe("stylesheetsOf", () => {
  it("reads a built page's stylesheets, each once and in order, and its <html> class", () => {
    const html =
      '<!DOCTYPE html><html lang="en" dir="ltr" class="RqN6Ka_variable"><head><link rel="stylesheet" href="/_next/static/chunks/a1.css" data-precedence="next"/>' +
      '<link rel="stylesheet" href="/_next/static/chunks/b2.css" data-precedence="next"/><link rel="stylesheet" href="/_next/static/chunks/a1.css"/>' +
      '<link rel="stylesheet" href="https://elsewhere.example/x.css"/></head><body></body></html>';
    expect(stylesheetsOf(html)).toEqual({ stylesheets: ["/_next/static/chunks/a1.css", "/_next/static/chunks/b2.css"], htmlClass: "RqN6Ka_variable" });
  });

  it("finds nothing in a page of another shape", () => {
    expect(stylesheetsOf("<html><body>Hi</body></html>")).toEqual({ stylesheets: [], htmlClass: "" });
  });
});
