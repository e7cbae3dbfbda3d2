import { SkiListPage, skiListMetadata } from "@/components/ski/ski-list-page";

// Reads the database per request (filters and sorts are URL parameters).
export const dynamic = "force-dynamic";

// The ski hub: every region's count, filters, sorts, the world map and the table of resorts.
export const generateMetadata = (props: PageProps<"/[locale]/skiing">) => skiListMetadata(null, props);

export default function SkiingPage(props: PageProps<"/[locale]/skiing">) {
  return <SkiListPage region={null} {...props} />;
}
