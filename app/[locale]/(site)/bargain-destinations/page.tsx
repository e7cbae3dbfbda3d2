import { ListingPage, listingMetadata } from "@/components/deals/listing-page";
import { listings } from "@/lib/deals/listings";

// A deal listing: everything but its config lives in the shared page builder.
export const generateMetadata = (props: PageProps<"/[locale]/bargain-destinations">) => listingMetadata(listings["bargain-destinations"], props);

export default function BargainDestinationsPage(props: PageProps<"/[locale]/bargain-destinations">) {
  return <ListingPage config={listings["bargain-destinations"]} {...props} />;
}
