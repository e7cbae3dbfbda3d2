import { notFound } from "next/navigation";
import { ListingPage, listingMetadata } from "@/components/deals/listing-page";
import { bargainThemeListing, bargainThemes, type BargainTheme } from "@/lib/deals/listings";

export const dynamicParams = false;

export function generateStaticParams() {
  return bargainThemes.map((theme) => ({ theme }));
}

function configOf(theme: string) {
  if (!bargainThemes.includes(theme as BargainTheme)) notFound();
  return bargainThemeListing(theme as BargainTheme);
}

export async function generateMetadata(props: PageProps<"/[locale]/bargain-destinations/[theme]">) {
  const { theme } = await props.params;
  return listingMetadata(configOf(theme), props);
}

export default async function BargainThemePage(props: PageProps<"/[locale]/bargain-destinations/[theme]">) {
  const { theme } = await props.params;
  return <ListingPage config={configOf(theme)} {...props} />;
}
