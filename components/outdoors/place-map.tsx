import { getLocale, getTranslations } from "next-intl/server";
import type { Locale } from "@/lib/i18n/locales";
import { localizePath } from "@/lib/i18n/paths";
import { UsMap, type MapMarker } from "@/lib/maps/us-map";
import { detailPath, type OutdoorKindValue } from "@/lib/outdoors/kinds";

type Mappable = { kind: OutdoorKindValue; slug: string; name: string; states: string[]; latitude: number; longitude: number };

/** Directory places on the server-rendered US map, each marker a link to the place's page. */
export async function PlaceMap({ places, title, highlight, radius, withList, linked }: { places: readonly Mappable[]; title: string; highlight?: string; radius?: number; withList?: boolean; linked?: boolean }) {
  const locale = (await getLocale()) as Locale;
  const t = await getTranslations("Outdoors");
  const markers: MapMarker[] = places.map((place) => ({
    id: `${place.kind}:${place.slug}`,
    href: localizePath(detailPath(place.kind, place.slug), locale),
    label: `${place.name} (${place.states.join(", ")})`,
    latitude: place.latitude,
    longitude: place.longitude,
    tone: highlight === `${place.kind}:${place.slug}` ? "highlight" : place.kind,
  }));
  return <UsMap markers={markers} title={title} offMapLabel={t("offMap")} radius={radius} withList={withList} linked={linked} className="rounded-xl border bg-card p-2" />;
}
