import { ListingPage, listingMetadata } from "@/components/deals/listing-page";
import { listings } from "@/lib/deals/listings";

// A deal listing: everything but its config lives in the shared page builder.
export const generateMetadata = (props: PageProps<"/[locale]/things-to-do">) => listingMetadata(listings["things-to-do"], props);

export default function ThingsToDoPage(props: PageProps<"/[locale]/things-to-do">) {
  return <ListingPage config={listings["things-to-do"]} {...props} />;
}
