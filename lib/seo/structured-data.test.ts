import { GET } from "@/app/structured-data.json/route";
import { siteConfig } from "@/lib/site-config";
import { siteUrl } from "./site-url";
import { buildSiteGraph, buildTravelAgency, buildWebSite, withSchemaContext } from "./structured-data";

describe("structured data", () => {
  it("describes Wander Bold as a TravelAgency", () => {
    expect(buildTravelAgency()).toMatchObject({
      "@type": "TravelAgency",
      "@id": `${siteUrl()}/#organization`,
      name: "Wander Bold",
      slogan: "Wander Bold, Save Big",
      url: `${siteUrl()}/`,
      logo: expect.stringMatching(/^https?:\/\//),
      email: "support@wanderbold.com",
      paymentAccepted: siteConfig.paymentBrands.join(", "),
    });
  });

  it("gives the WebSite a search action on /search?q=", () => {
    const site = buildWebSite();
    expect(site).toMatchObject({
      "@type": "WebSite",
      url: `${siteUrl()}/`,
      inLanguage: "en",
      publisher: { "@id": `${siteUrl()}/#organization` },
      potentialAction: {
        "@type": "SearchAction",
        target: `${siteUrl()}/search?q={search_term_string}`,
        "query-input": "required name=search_term_string",
      },
    });
    expect(buildWebSite("es")).toMatchObject({ url: `${siteUrl()}/es`, inLanguage: "es" });
    expect(withSchemaContext(site)["@context"]).toBe("https://schema.org");
  });

  it("serves both nodes as one graph at /structured-data.json", async () => {
    const response = GET();
    expect(response.headers.get("content-type")).toContain("application/ld+json");
    const body = await response.json();
    expect(body).toEqual(buildSiteGraph());
    expect(body["@context"]).toBe("https://schema.org");
    expect(body["@graph"].map((node: { "@type": string }) => node["@type"])).toEqual(["TravelAgency", "WebSite"]);
  });
});
