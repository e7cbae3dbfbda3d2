import { TableScroll } from "@/components/ui/table-scroll";
import { getFormatter, getTranslations } from "next-intl/server";
import { Link } from "@/lib/i18n/navigation";
import { detailPath, type OutdoorKindValue } from "@/lib/outdoors/kinds";
import type { PlaceSummary } from "@/lib/outdoors/queries";

const cell = "px-3 py-2 align-top";

/** The places of one kind as a table whose columns suit the kind; every name a link. */
export async function PlaceTable({ kind, places, label }: { kind: OutdoorKindValue; places: readonly PlaceSummary[]; label: string }) {
  const t = await getTranslations("Outdoors");
  const format = await getFormatter();
  const number = (value: number | null) => (value === null ? "—" : format.number(value));
  const parentLink = (place: PlaceSummary) =>
    place.parentKind && place.parentSlug ? (
      <Link href={detailPath(place.parentKind, place.parentSlug)} prefetch={false} className="hover:underline">
        {place.parentName}
      </Link>
    ) : (
      "—"
    );
  return (
    <TableScroll label={label} className="rounded-xl border">
      <table className="w-full text-start text-sm">
        <thead className="bg-muted/50 text-xs uppercase tracking-wide text-muted-foreground">
          <tr>
            <th scope="col" className={cell}>{t("colName")}</th>
            <th scope="col" className={cell}>{t("colStates")}</th>
            {kind === "park" && <th scope="col" className={cell}>{t("colEstablished")}</th>}
            {(kind === "park" || kind === "forest" || kind === "grassland") && <th scope="col" className={cell}>{t("colArea")}</th>}
            {kind === "park" && <th scope="col" className={cell}>{t("colVisitors")}</th>}
            {kind === "monument" && <th scope="col" className={cell}>{t("colAgency")}</th>}
            {kind === "monument" && <th scope="col" className={cell}>{t("colEstablished")}</th>}
            {kind === "trail" && <th scope="col" className={cell}>{t("colLength")}</th>}
            {kind === "trail" && <th scope="col" className={cell}>{t("colDifficulty")}</th>}
            {(kind === "trail" || kind === "campground") && <th scope="col" className={cell}>{t("colBelongsTo")}</th>}
            {kind === "campground" && <th scope="col" className={cell}>{t("colSites")}</th>}
            {kind === "campground" && <th scope="col" className={cell}>{t("colSeason")}</th>}
          </tr>
        </thead>
        <tbody className="divide-y">
          {places.map((place) => (
            <tr key={place.slug}>
              <th scope="row" className={`${cell} font-medium`}>
                <Link href={detailPath(place.kind, place.slug)} prefetch={false} className="text-primary hover:underline">
                  {place.name}
                </Link>
              </th>
              <td className={cell}>{place.states.join(", ")}</td>
              {kind === "park" && <td className={cell}>{place.established ?? "—"}</td>}
              {(kind === "park" || kind === "forest" || kind === "grassland") && <td className={cell}>{number(place.acres)}</td>}
              {kind === "park" && <td className={cell}>{number(place.visitors)}</td>}
              {kind === "monument" && <td className={cell}>{place.agencies.join(", ")}</td>}
              {kind === "monument" && <td className={cell}>{place.established ?? "—"}</td>}
              {kind === "trail" && <td className={cell}>{place.lengthMiles === null ? "—" : `${format.number(place.lengthMiles)} mi`}</td>}
              {kind === "trail" && <td className={cell}>{place.difficulty ? t(`difficulty.${place.difficulty}` as "difficulty.easy") : "—"}</td>}
              {(kind === "trail" || kind === "campground") && <td className={cell}>{parentLink(place)}</td>}
              {kind === "campground" && <td className={cell}>{number(place.sites)}</td>}
              {kind === "campground" && <td className={cell}>{place.campSeason === "all-year" ? t("allYear") : place.campSeason === "closed" ? t("closedSeason") : (place.campSeason ?? "—")}</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
