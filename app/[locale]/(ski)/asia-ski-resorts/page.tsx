import { SkiListPage, skiListMetadata } from "@/components/ski/ski-list-page";

// Reads the database per request (filters and sorts are URL parameters).
export const dynamic = "force-dynamic";

export const generateMetadata = (props: PageProps<"/[locale]/asia-ski-resorts">) => skiListMetadata("asia", props);

export default function AsiaSkiResortsPage(props: PageProps<"/[locale]/asia-ski-resorts">) {
  return <SkiListPage region="asia" {...props} />;
}
