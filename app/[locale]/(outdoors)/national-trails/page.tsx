import { KindListPage, kindListMetadata } from "@/components/outdoors/kind-list-page";

// Reads the database per request (filters are URL parameters).
export const dynamic = "force-dynamic";

// Trails: national scenic, historic, park and forest trails: filters, map and table come from the shared list page.
export const generateMetadata = (props: PageProps<"/[locale]/national-trails">) => kindListMetadata("trail", props);

export default function NationalTrailsPage(props: PageProps<"/[locale]/national-trails">) {
  return <KindListPage kind="trail" fields={["q", "state", "category", "difficulty"]} {...props} />;
}
