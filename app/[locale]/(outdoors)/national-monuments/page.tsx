import { KindListPage, kindListMetadata } from "@/components/outdoors/kind-list-page";

// Reads the database per request (filters are URL parameters).
export const dynamic = "force-dynamic";

// The national monuments list and map: filters, map and table come from the shared list page.
export const generateMetadata = (props: PageProps<"/[locale]/national-monuments">) => kindListMetadata("monument", props);

export default function NationalMonumentsPage(props: PageProps<"/[locale]/national-monuments">) {
  return <KindListPage kind="monument" fields={["q", "state", "activity"]} {...props} />;
}
