// schema.org Event data for an event's dates: one object per occurrence.

export type EventJsonLdInput = {
  name: string;
  summary: string;
  url: string;
  place: string;
  destinationName: string;
  destinationCountry: string;
  latitude: number;
  longitude: number;
  startDate: string;
  endDate: string;
};

export function eventJsonLd(event: EventJsonLdInput, pageUrl: string): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "Event",
    name: event.name,
    description: event.summary,
    startDate: event.startDate,
    endDate: event.endDate,
    eventStatus: "https://schema.org/EventScheduled",
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    url: pageUrl,
    sameAs: event.url,
    location: {
      "@type": "Place",
      name: event.place,
      address: { "@type": "PostalAddress", addressLocality: event.destinationName, addressCountry: event.destinationCountry },
      geo: { "@type": "GeoCoordinates", latitude: event.latitude, longitude: event.longitude },
    },
  };
}
