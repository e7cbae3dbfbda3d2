import { ListingPage, listingMetadata } from "@/components/deals/listing-page";
import { listings } from "@/lib/deals/listings";

// A deal listing: everything but its config lives in the shared page builder.
export const generateMetadata = (props: PageProps<"/[locale]/boat-charters">) => listingMetadata(listings["boat-charters"], props);

export default function BoatChartersPage(props: PageProps<"/[locale]/boat-charters">) {
  return <ListingPage config={listings["boat-charters"]} {...props} />;
}
