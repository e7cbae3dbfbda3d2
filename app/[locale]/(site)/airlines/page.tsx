import { ListingPage, listingMetadata } from "@/components/deals/listing-page";
import { listings } from "@/lib/deals/listings";

// A deal listing: everything but its config lives in the shared page builder.
export const generateMetadata = (props: PageProps<"/[locale]/airlines">) => listingMetadata(listings["airlines"], props);

export default function AirlinesPage(props: PageProps<"/[locale]/airlines">) {
  return <ListingPage config={listings["airlines"]} {...props} />;
}
