import { SkiListPage, skiListMetadata } from "@/components/ski/ski-list-page";

// Reads the database per request (filters and sorts are URL parameters).
export const dynamic = "force-dynamic";

export const generateMetadata = (props: PageProps<"/[locale]/europe-ski-resorts">) => skiListMetadata("europe", props);

export default function EuropeSkiResortsPage(props: PageProps<"/[locale]/europe-ski-resorts">) {
  return <SkiListPage region="europe" {...props} />;
}
