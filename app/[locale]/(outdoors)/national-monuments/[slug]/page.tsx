import { PlaceDetailPage, detailMetadata } from "@/components/outdoors/place-detail-page";

// One monument's page; an unknown slug answers 404 before anything renders.
export const dynamic = "force-dynamic";

export const generateMetadata = (props: PageProps<"/[locale]/national-monuments/[slug]">) => detailMetadata("monument", props);

export default function NationalMonumentPage(props: PageProps<"/[locale]/national-monuments/[slug]">) {
  return <PlaceDetailPage kind="monument" {...props} />;
}
