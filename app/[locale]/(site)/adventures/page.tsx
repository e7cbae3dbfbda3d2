import { ListingPage, listingMetadata } from "@/components/deals/listing-page";
import { listings } from "@/lib/deals/listings";

// A deal listing: everything but its config lives in the shared page builder.
export const generateMetadata = (props: PageProps<"/[locale]/adventures">) => listingMetadata(listings["adventures"], props);

export default function AdventuresPage(props: PageProps<"/[locale]/adventures">) {
  return <ListingPage config={listings["adventures"]} {...props} />;
}
