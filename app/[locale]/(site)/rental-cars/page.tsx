import { ListingPage, listingMetadata } from "@/components/deals/listing-page";
import { listings } from "@/lib/deals/listings";

// A deal listing: everything but its config lives in the shared page builder.
export const generateMetadata = (props: PageProps<"/[locale]/rental-cars">) => listingMetadata(listings["rental-cars"], props);

export default function RentalCarsPage(props: PageProps<"/[locale]/rental-cars">) {
  return <ListingPage config={listings["rental-cars"]} {...props} />;
}
