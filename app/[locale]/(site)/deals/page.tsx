import { ListingPage, listingMetadata } from "@/components/deals/listing-page";
import { listings } from "@/lib/deals/listings";

// A deal listing: everything but its config lives in the shared page builder.
export const generateMetadata = (props: PageProps<"/[locale]/deals">) => listingMetadata(listings["deals"], props);

export default function DealsPage(props: PageProps<"/[locale]/deals">) {
  return <ListingPage config={listings["deals"]} {...props} />;
}
