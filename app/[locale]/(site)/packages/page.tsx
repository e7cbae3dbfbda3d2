import { ListingPage, listingMetadata } from "@/components/deals/listing-page";
import { listings } from "@/lib/deals/listings";

// A deal listing: everything but its config lives in the shared page builder.
export const generateMetadata = (props: PageProps<"/[locale]/packages">) => listingMetadata(listings["packages"], props);

export default function PackagesPage(props: PageProps<"/[locale]/packages">) {
  return <ListingPage config={listings["packages"]} {...props} />;
}
