import { PlaceDetailPage, detailMetadata } from "@/components/outdoors/place-detail-page";

// One grassland's page; an unknown slug answers 404 before anything renders.
export const dynamic = "force-dynamic";

export const generateMetadata = (props: PageProps<"/[locale]/national-grasslands/[slug]">) => detailMetadata("grassland", props);

export default function NationalGrasslandPage(props: PageProps<"/[locale]/national-grasslands/[slug]">) {
  return <PlaceDetailPage kind="grassland" {...props} />;
}
