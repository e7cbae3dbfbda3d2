import { PlaceDetailPage, detailMetadata } from "@/components/outdoors/place-detail-page";

// One park's page; an unknown slug answers 404 before anything renders.
export const dynamic = "force-dynamic";

export const generateMetadata = (props: PageProps<"/[locale]/national-parks/[slug]">) => detailMetadata("park", props);

export default function NationalParkPage(props: PageProps<"/[locale]/national-parks/[slug]">) {
  return <PlaceDetailPage kind="park" {...props} />;
}
