// External addresses and partner templates live here, in one place.
export const siteConfig = {
  name: "Wander Bold",
  slogan: "Wander Bold, Save Big",
  supportEmail: "support@wanderbold.com",
  sslVerificationUrl: "https://www.ssllabs.com/ssltest/analyze.html?d=wanderbold.com",
  social: [
    { key: "facebook", href: "https://www.facebook.com/wanderbold" },
    { key: "instagram", href: "https://www.instagram.com/wanderbold" },
    { key: "x", href: "https://x.com/wanderbold" },
    { key: "youtube", href: "https://www.youtube.com/@wanderbold" },
  ],
  /** Affiliate partner pages the footer links to (open in a new tab, rel sponsored). */
  affiliatePages: [
    { key: "cruises", href: "https://www.expedia.com/Cruises" },
    { key: "rentalCars", href: "https://www.expedia.com/Cars" },
    { key: "family", href: "https://www.expedia.com/Family-Vacations" },
    { key: "luxury", href: "https://www.expedia.com/Luxury-Hotels" },
    { key: "budget", href: "https://www.expedia.com/Cheap-Vacations" },
  ],
  /** Home page affiliate cards. */
  affiliateCards: {
    hotels: "https://www.expedia.com/Hotels",
    flights: "https://www.expedia.com/Flights",
  },
  /** The vacation-rental partner's search; {query} is replaced by the URL-encoded destination. */
  vacationRentalSearchTemplate: "https://www.vrbo.com/search?destination={query}",
  paymentBrands: ["Visa", "Mastercard", "American Express", "Discover", "Apple Pay", "Google Pay", "PayPal"],
} as const;

export function vacationRentalSearchUrl(query: string): string {
  return siteConfig.vacationRentalSearchTemplate.replace("{query}", encodeURIComponent(query.trim()));
}
