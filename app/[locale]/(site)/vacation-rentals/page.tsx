import { ListingPage, listingMetadata } from "@/components/deals/listing-page";
import { listings } from "@/lib/deals/listings";

// A deal listing: everything but its config lives in the shared page builder.
export const generateMetadata = (props: PageProps<"/[locale]/vacation-rentals">) => listingMetadata(listings["vacation-rentals"], props);

export default function VacationRentalsPage(props: PageProps<"/[locale]/vacation-rentals">) {
  return <ListingPage config={listings["vacation-rentals"]} {...props} />;
}
