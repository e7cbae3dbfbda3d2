import { PlaceDetailPage, detailMetadata } from "@/components/outdoors/place-detail-page";

// One campground's page; an unknown slug answers 404 before anything renders.
export const dynamic = "force-dynamic";

export const generateMetadata = (props: PageProps<"/[locale]/campgrounds/[slug]">) => detailMetadata("campground", props);

export default function CampgroundPage(props: PageProps<"/[locale]/campgrounds/[slug]">) {
  return <PlaceDetailPage kind="campground" {...props} />;
}
