import { PlaceDetailPage, detailMetadata } from "@/components/outdoors/place-detail-page";

// One trail's page; an unknown slug answers 404 before anything renders.
export const dynamic = "force-dynamic";

export const generateMetadata = (props: PageProps<"/[locale]/trail-detail/[slug]">) => detailMetadata("trail", props);

export default function TrailPage(props: PageProps<"/[locale]/trail-detail/[slug]">) {
  return <PlaceDetailPage kind="trail" {...props} />;
}
