// The page types a page's metadata names, each with its own share image (docs/features/site-wide.md).
export const pageTypes = ["home", "news", "cards", "skiing", "hotels", "flights", "deals", "adventures", "parks", "boats"] as const;
export type PageType = (typeof pageTypes)[number];

export function isPageType(value: unknown): value is PageType {
  return typeof value === "string" && (pageTypes as readonly string[]).includes(value);
}

/** The share image's size: the 1.91:1 card Open Graph and X both show uncropped. */
export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** Path of the share image of `type`, served by app/og/[type]/route.ts. */
export function ogImagePath(type: PageType): string {
  return `/og/${type}`;
}
