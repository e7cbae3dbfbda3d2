import { KindListPage, kindListMetadata } from "@/components/outdoors/kind-list-page";

// Reads the database per request (filters are URL parameters).
export const dynamic = "force-dynamic";

// The national parks list and map: filters, map and table come from the shared list page.
export const generateMetadata = (props: PageProps<"/[locale]/national-parks">) => kindListMetadata("park", props);

export default function NationalParksPage(props: PageProps<"/[locale]/national-parks">) {
  return <KindListPage kind="park" fields={["q", "state", "activity"]} {...props} />;
}
