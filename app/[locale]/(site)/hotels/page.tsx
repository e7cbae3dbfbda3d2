import { ListingPage, listingMetadata } from "@/components/deals/listing-page";
import { listings } from "@/lib/deals/listings";

// A deal listing: everything but its config lives in the shared page builder.
export const generateMetadata = (props: PageProps<"/[locale]/hotels">) => listingMetadata(listings["hotels"], props);

export default function HotelsPage(props: PageProps<"/[locale]/hotels">) {
  return <ListingPage config={listings["hotels"]} {...props} />;
}
