import { ListingPage, listingMetadata } from "@/components/deals/listing-page";
import { listings } from "@/lib/deals/listings";

// A deal listing: everything but its config lives in the shared page builder.
export const generateMetadata = (props: PageProps<"/[locale]/flights">) => listingMetadata(listings["flights"], props);

export default function FlightsPage(props: PageProps<"/[locale]/flights">) {
  return <ListingPage config={listings["flights"]} {...props} />;
}
