import { KindListPage, kindListMetadata } from "@/components/outdoors/kind-list-page";

// Reads the database per request (filters are URL parameters).
export const dynamic = "force-dynamic";

// The national grasslands list and map: filters, map and table come from the shared list page.
export const generateMetadata = (props: PageProps<"/[locale]/national-grasslands">) => kindListMetadata("grassland", props);

export default function NationalGrasslandsPage(props: PageProps<"/[locale]/national-grasslands">) {
  return <KindListPage kind="grassland" fields={["q", "state", "activity"]} {...props} />;
}
