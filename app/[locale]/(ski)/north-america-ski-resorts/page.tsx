import { SkiListPage, skiListMetadata } from "@/components/ski/ski-list-page";

// Reads the database per request (filters and sorts are URL parameters).
export const dynamic = "force-dynamic";

export const generateMetadata = (props: PageProps<"/[locale]/north-america-ski-resorts">) => skiListMetadata("north-america", props);

export default function NorthAmericaSkiResortsPage(props: PageProps<"/[locale]/north-america-ski-resorts">) {
  return <SkiListPage region="north-america" {...props} />;
}
