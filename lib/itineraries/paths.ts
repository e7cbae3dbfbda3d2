// Where an itinerary is seen: the owner's page and the public read-only share page.
export const itineraryPath = (id: string) => `/itinerary-view/${id}`;
export const SHARED_TRIP_PATH = "/shared-trip";
export const sharePath = (token: string) => `${SHARED_TRIP_PATH}/${token}`;
