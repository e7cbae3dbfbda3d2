import { PlaceDetailPage, detailMetadata } from "@/components/outdoors/place-detail-page";

// One forest's page; an unknown slug answers 404 before anything renders.
export const dynamic = "force-dynamic";

export const generateMetadata = (props: PageProps<"/[locale]/national-forests/[slug]">) => detailMetadata("forest", props);

export default function NationalForestPage(props: PageProps<"/[locale]/national-forests/[slug]">) {
  return <PlaceDetailPage kind="forest" {...props} />;
}
