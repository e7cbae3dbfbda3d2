import { SkiListPage, skiListMetadata } from "@/components/ski/ski-list-page";

// Reads the database per request (filters and sorts are URL parameters).
export const dynamic = "force-dynamic";

export const generateMetadata = (props: PageProps<"/[locale]/southern-hemisphere-ski-resorts">) => skiListMetadata("southern-hemisphere", props);

export default function SouthernHemisphereSkiResortsPage(props: PageProps<"/[locale]/southern-hemisphere-ski-resorts">) {
  return <SkiListPage region="southern-hemisphere" {...props} />;
}
