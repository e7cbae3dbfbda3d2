import { pageMetadata } from "./metadata";
import { pageTypes } from "./page-types";
import { siteUrl } from "./site-url";

const base = { locale: "en", path: "/legal", title: "Legal", description: "Legal notes." } as const;

/** The first image of a metadata images field, which Next types as one item or a list. */
function firstImage(images: unknown): Record<string, unknown> {
  return [images].flat()[0] as Record<string, unknown>;
}

describe("pageMetadata share images", () => {
  it("points Open Graph and X at the home card by default, as an absolute 1200x630 PNG", () => {
    const metadata = pageMetadata(base);
    const og = firstImage(metadata.openGraph?.images);
    const twitter = firstImage(metadata.twitter?.images);
    expect(og).toMatchObject({ url: `${siteUrl()}/og/home`, width: 1200, height: 630, type: "image/png" });
    expect(twitter).toMatchObject({ url: `${siteUrl()}/og/home`, width: 1200, height: 630 });
    expect(String(og.url)).toMatch(/^https?:\/\//);
    expect(og.alt).toBe("Legal – Wander Bold");
    expect(twitter.alt).toBe(og.alt);
    expect(metadata.twitter).toMatchObject({ card: "summary_large_image" });
  });

  it.each(pageTypes)("points both images at /og/%s when asked for that page type", (pageType) => {
    const metadata = pageMetadata({ ...base, pageType });
    expect(firstImage(metadata.openGraph?.images).url).toBe(`${siteUrl()}/og/${pageType}`);
    expect(firstImage(metadata.twitter?.images).url).toBe(`${siteUrl()}/og/${pageType}`);
  });

  it("keeps the card URL the same in every locale and describes it in the page's language", () => {
    const metadata = pageMetadata({ ...base, locale: "ja", title: "法的事項", pageType: "deals" });
    const og = firstImage(metadata.openGraph?.images);
    expect(og.url).toBe(`${siteUrl()}/og/deals`);
    expect(og.alt).toBe("法的事項 – Wander Bold");
  });
});
