/** @jest-environment node */
// The server's own error pages (error-pages.tsx), rendered from the checkout's messages: each in
// the address's language, with a way back home and a refresh that works without JavaScript.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { locales } from "@/lib/i18n/locales";
import { ERROR_PAGE_STATUS, errorPage, type ErrorPageKind } from "./error-pages";

const root = path.join(__dirname, "..");
const messages = (locale: string) => JSON.parse(fs.readFileSync(path.join(root, "messages", `${locale}.json`), "utf8"));
const NAMESPACES: Record<ErrorPageKind, string> = { error: "Error", unavailable: "Unavailable", tooMany: "TooManyRenders" };
const KINDS = Object.keys(NAMESPACES) as ErrorPageKind[];
/** Text as React writes it into HTML. */
const escaped = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#x27;");

describe("errorPage", () => {
  it("sends each page with its status: 500 for a failure, 503 while unavailable, 429 over the render budget", () => {
    expect(ERROR_PAGE_STATUS).toEqual({ error: 500, unavailable: 503, tooMany: 429 });
  });

  describe.each(KINDS)("the %s page", (kind) => {
    it.each([...locales])("is in the address's language (%s), with a link back to that language's home page", (locale) => {
      const screen = messages(locale)[NAMESPACES[kind]];
      const prefix = locale === "en" ? "" : `/${locale}`;
      const html = errorPage({ root, url: `${prefix}/deals`, kind });
      expect(html).toMatch(new RegExp(`^<!DOCTYPE html><html lang="${locale}" dir="${locale === "ar" ? "rtl" : "ltr"}"`));
      expect(html).toContain(`<title>${escaped(screen.title)} | Wander Bold</title>`);
      expect(html).toContain(`<h1 class="text-3xl font-bold tracking-tight">${escaped(screen.title)}</h1>`);
      expect(html).toContain(escaped(screen.text));
      expect(html).toContain(`>${escaped(screen.refresh)}</button>`);
      expect(html).toMatch(new RegExp(`<a href="${prefix || "/"}" class="[^"]*">${escaped(screen.goHome)}</a>`));
      expect(html).toContain('<meta name="robots" content="noindex"/>');
      expect(html).toContain('role="alert"');
      expect(html).not.toContain("<script");
    });
  });

  it("refreshes the same address, query included, without JavaScript, escaping what the address holds", () => {
    const html = errorPage({ root, url: "/travel-news/x?page=2&q=%3Cb%3E%22", kind: "error" });
    expect(html).toMatch(
      /<form action="\/travel-news\/x" method="get"><input type="hidden" name="page" value="2"\/><input type="hidden" name="q" value="&lt;b&gt;&quot;"\/><button type="submit" class="[^"]*">Refresh Page<\/button><\/form>/,
    );
  });

  it("uses English for an address without a locale prefix, and for one with an unknown prefix", () => {
    expect(errorPage({ root, url: "/xx/deals", kind: "tooMany" })).toContain(">Too many requests</h1>");
    expect(errorPage({ root, url: "/", kind: "unavailable" })).toContain(">Temporarily unavailable</h1>");
  });

  it("loads the app's stylesheets and font class, as the built 404 page does", () => {
    const checkout = fs.mkdtempSync(path.join(os.tmpdir(), "error-pages-"));
    try {
      fs.cpSync(path.join(root, "messages"), path.join(checkout, "messages"), { recursive: true });
      const built = path.join(checkout, ".next", "server", "app", "en");
      fs.mkdirSync(built, { recursive: true });
      fs.writeFileSync(
        path.join(built, "page-not-found.html"),
        '<!DOCTYPE html><html lang="en" dir="ltr" class="font_variable"><head><link rel="stylesheet" href="/_next/static/chunks/app.css" data-precedence="next"/></head><body></body></html>',
      );
      const html = errorPage({ root: checkout, url: "/es/search?q=x", kind: "tooMany" });
      expect(html).toContain('<html lang="es" dir="ltr" class="font_variable">');
      expect(html).toContain('<link rel="stylesheet" href="/_next/static/chunks/app.css"/>');
      expect(html).toContain(">Demasiadas solicitudes</h1>");
    } finally {
      fs.rmSync(checkout, { recursive: true, force: true });
    }
  });
});
