import { KindListPage, kindListMetadata } from "@/components/outdoors/kind-list-page";

// Reads the database per request (filters are URL parameters).
export const dynamic = "force-dynamic";

// Campgrounds in parks, forests and monuments: filters, map and table come from the shared list page.
export const generateMetadata = (props: PageProps<"/[locale]/campgrounds">) => kindListMetadata("campground", props);

export default function CampgroundsPage(props: PageProps<"/[locale]/campgrounds">) {
  return <KindListPage kind="campground" fields={["q", "state", "amenity", "reservable"]} {...props} />;
}
