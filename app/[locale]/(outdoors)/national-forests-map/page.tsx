import { KindListPage, kindListMetadata } from "@/components/outdoors/kind-list-page";

// Reads the database per request (filters are URL parameters).
export const dynamic = "force-dynamic";

// The national forests on a map and list: filters, map and table come from the shared list page.
export const generateMetadata = (props: PageProps<"/[locale]/national-forests-map">) => kindListMetadata("forest", props);

export default function NationalForestsMapPage(props: PageProps<"/[locale]/national-forests-map">) {
  return <KindListPage kind="forest" fields={["q", "state", "activity"]} {...props} />;
}
