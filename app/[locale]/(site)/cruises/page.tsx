import { ListingPage, listingMetadata } from "@/components/deals/listing-page";
import { listings } from "@/lib/deals/listings";

// A deal listing: everything but its config lives in the shared page builder.
export const generateMetadata = (props: PageProps<"/[locale]/cruises">) => listingMetadata(listings["cruises"], props);

export default function CruisesPage(props: PageProps<"/[locale]/cruises">) {
  return <ListingPage config={listings["cruises"]} {...props} />;
}
