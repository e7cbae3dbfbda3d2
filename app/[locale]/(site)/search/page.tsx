import { ListingPage, listingMetadata } from "@/components/deals/listing-page";
import { listings } from "@/lib/deals/listings";

// A deal listing: everything but its config lives in the shared page builder.
export const generateMetadata = (props: PageProps<"/[locale]/search">) => listingMetadata(listings["search"], props);

export default function SearchPage(props: PageProps<"/[locale]/search">) {
  return <ListingPage config={listings["search"]} {...props} />;
}
