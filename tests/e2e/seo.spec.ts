import { expect, test, type Page } from "@playwright/test";
import { locales } from "../../lib/i18n/locales";
import { siteUrl } from "../../lib/seo/site-url";

// Absolute URLs come from SITE_URL (the server runs on another port in these tests).
const origin = siteUrl();
const hreflangs = [...locales, "x-default"].sort();

/** "http://host" and "http://host/" are the same URL. */
const normalizeUrl = (url: string | undefined) => (url ? new URL(url).href : url);

type SitemapUrl = { loc: string; alternates: Record<string, string> };

/** Parses XML with the browser's strict parser; throws on any well-formedness error. */
async function parseSitemap(page: Page, xml: string): Promise<SitemapUrl[]> {
  return page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, "application/xml");
    const error = doc.getElementsByTagName("parsererror")[0];
    if (error) throw new Error(`sitemap.xml is not well-formed: ${error.textContent}`);
    const sitemapNs = "http://www.sitemaps.org/schemas/sitemap/0.9";
    const xhtmlNs = "http://www.w3.org/1999/xhtml";
    if (doc.documentElement.namespaceURI !== sitemapNs || doc.documentElement.localName !== "urlset") {
      throw new Error("sitemap.xml root is not a sitemaps.org urlset");
    }
    return Array.from(doc.getElementsByTagNameNS(sitemapNs, "url")).map((url) => ({
      loc: url.getElementsByTagNameNS(sitemapNs, "loc")[0]?.textContent ?? "",
      alternates: Object.fromEntries(
        Array.from(url.getElementsByTagNameNS(xhtmlNs, "link")).map((link) => [link.getAttribute("hreflang"), link.getAttribute("href")]),
      ),
    }));
  }, xml);
}

test.describe("search-engine files", () => {
  test("/sitemap.xml is well-formed and lists /legal and /es/legal with 13 hreflang alternates", async ({ page, request }) => {
    const response = await request.get("/sitemap.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("application/xml");
    const urls = await parseSitemap(page, await response.text());

    for (const path of ["/legal", "/es/legal", "/", "/es"]) {
      const entry = urls.find((url) => url.loc === `${origin}${path}`);
      expect(entry, `${path} is listed`).toBeDefined();
      expect(Object.keys(entry?.alternates ?? {}).sort()).toEqual(hreflangs);
    }
    const legal = urls.find((url) => url.loc === `${origin}/legal`);
    expect(legal?.alternates["es"]).toBe(`${origin}/es/legal`);
    expect(legal?.alternates["x-default"]).toBe(`${origin}/legal`);
    expect(urls.some((url) => /\/(dashboard|settings|admin)/.test(url.loc))).toBe(false);
  });

  test("/robots.txt disallows the API and signed-in pages and names the sitemap", async ({ request }) => {
    const response = await request.get("/robots.txt");
    expect(response.status()).toBe(200);
    const text = await response.text();
    expect(text).toMatch(/^User-Agent: \*$/im);
    expect(text).toMatch(/^Allow: \/$/m);
    for (const path of ["/api/", "/dashboard", "/es/dashboard", "/admin/", "/ar/admin/", "/settings", "/hi/price-alerts"]) {
      expect(text).toContain(`Disallow: ${path}\n`);
    }
    expect(text).toContain(`Sitemap: ${origin}/sitemap.xml`);
  });

  test("/structured-data.json is the site's JSON-LD graph", async ({ request }) => {
    const response = await request.get("/structured-data.json");
    expect(response.status()).toBe(200);
    const graph = JSON.parse(await response.text()) as { "@context": string; "@graph": Record<string, unknown>[] };
    expect(graph["@context"]).toBe("https://schema.org");
    const agency = graph["@graph"].find((node) => node["@type"] === "TravelAgency");
    expect(agency).toMatchObject({ name: "Wander Bold", slogan: "Wander Bold, Save Big", email: "support@wanderbold.com" });
    const site = graph["@graph"].find((node) => node["@type"] === "WebSite");
    expect(site?.potentialAction).toMatchObject({ "@type": "SearchAction", target: `${origin}/search?q={search_term_string}` });
  });

  for (const path of ["/", "/legal", "/es/legal"]) {
    test(`${path} declares its own canonical URL and 13 hreflang alternates`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      const head = html.slice(0, html.indexOf("</head>"));
      const links = [...head.matchAll(/<link\b[^>]*>/g)].map((match) => match[0]);
      const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`, "i").exec(tag)?.[1];

      const canonicals = links.filter((tag) => attribute(tag, "rel") === "canonical");
      // Next writes the home page's canonical as the bare origin; compare URLs, not strings.
      expect(canonicals.map((tag) => normalizeUrl(attribute(tag, "href")))).toEqual([normalizeUrl(`${origin}${path}`)]);

      const alternates = links.filter((tag) => attribute(tag, "rel") === "alternate" && attribute(tag, "hreflang"));
      expect(alternates.map((tag) => attribute(tag, "hreflang")).sort()).toEqual(hreflangs);
      const unprefixed = path.replace(/^\/es(?=\/|$)/, "") || "/";
      const english = alternates.find((tag) => attribute(tag, "hreflang") === "en");
      expect(normalizeUrl(attribute(english ?? "", "href"))).toBe(normalizeUrl(`${origin}${unprefixed}`));
    });
  }
});
