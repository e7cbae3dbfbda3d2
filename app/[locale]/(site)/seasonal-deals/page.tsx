import { ListingPage, listingMetadata } from "@/components/deals/listing-page";
import { listings } from "@/lib/deals/listings";

// A deal listing: everything but its config lives in the shared page builder.
export const generateMetadata = (props: PageProps<"/[locale]/seasonal-deals">) => listingMetadata(listings["seasonal-deals"], props);

export default function SeasonalDealsPage(props: PageProps<"/[locale]/seasonal-deals">) {
  return <ListingPage config={listings["seasonal-deals"]} {...props} />;
}
