import { defaultLocale, type Locale } from "@/lib/i18n/locales";
import { siteConfig } from "@/lib/site-config";
import { localizePath } from "@/lib/i18n/paths";
import { siteUrl } from "./site-url";

// Pure builders for the site's schema.org nodes, shared by /structured-data.json and the pages
// that embed them, so the organisation and search action are described in one place.

export type JsonLdNode = Record<string, unknown>;

const SCHEMA_CONTEXT = "https://schema.org";

/** Stable node ids, so nodes in different documents refer to the same entities. */
export function organizationId(): string {
  return `${siteUrl()}/#organization`;
}

export function webSiteId(): string {
  return `${siteUrl()}/#website`;
}

/** The search URL template of the website search action (docs/features/site-wide.md). */
export function searchUrlTemplate(): string {
  return `${siteUrl()}/search?q={search_term_string}`;
}

/** Wander Bold as a schema.org TravelAgency. */
export function buildTravelAgency(): JsonLdNode {
  return {
    "@type": "TravelAgency",
    "@id": organizationId(),
    name: siteConfig.name,
    slogan: siteConfig.slogan,
    description:
      "Travel deals on flights, hotels, packages, cruises, rentals and activities, with AI trip planning and travel-cost tools.",
    url: `${siteUrl()}/`,
    logo: `${siteUrl()}/icon.svg`,
    email: siteConfig.supportEmail,
    // schema.org types paymentAccepted as text: a comma-separated list.
    paymentAccepted: siteConfig.paymentBrands.join(", "),
    contactPoint: { "@type": "ContactPoint", contactType: "customer support", email: siteConfig.supportEmail },
    sameAs: siteConfig.social.map((profile) => profile.href),
  };
}

/** The WebSite node with its search action; `locale` picks the home URL and language. */
export function buildWebSite(locale: Locale = defaultLocale): JsonLdNode {
  return {
    "@type": "WebSite",
    "@id": webSiteId(),
    name: siteConfig.name,
    alternateName: siteConfig.slogan,
    url: `${siteUrl()}${localizePath("/", locale)}`,
    inLanguage: locale,
    publisher: { "@id": organizationId() },
    potentialAction: {
      "@type": "SearchAction",
      target: searchUrlTemplate(),
      "query-input": "required name=search_term_string",
    },
  };
}

/** One node as a standalone JSON-LD document. */
export function withSchemaContext(node: JsonLdNode): JsonLdNode {
  return { "@context": SCHEMA_CONTEXT, ...node };
}

/** The site-wide graph served at /structured-data.json. */
export function buildSiteGraph(): JsonLdNode {
  return { "@context": SCHEMA_CONTEXT, "@graph": [buildTravelAgency(), buildWebSite()] };
}
