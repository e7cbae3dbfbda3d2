import { ListingPage, listingMetadata } from "@/components/deals/listing-page";
import { listings } from "@/lib/deals/listings";

// A deal listing: everything but its config lives in the shared page builder.
export const generateMetadata = (props: PageProps<"/[locale]/events">) => listingMetadata(listings["events"], props);

export default function EventsPage(props: PageProps<"/[locale]/events">) {
  return <ListingPage config={listings["events"]} {...props} />;
}
