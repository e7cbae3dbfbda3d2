import { getTranslations } from "next-intl/server";
import { Link } from "@/lib/i18n/navigation";

/** The label on every deal from a bundled sample feed (a made-up partner, not a real offer). */
export function SampleBadge({ label }: { label: string }) {
  return (
    <span className="rounded-full border border-amber-600 bg-amber-50 px-2 py-0.5 font-semibold text-amber-900 dark:bg-amber-950 dark:text-amber-100" data-sample-offer>
      {label}
    </span>
  );
}

/** The short note beside any list holding sample offers, linking to how to connect real partner feeds. */
export async function SampleOffersNote() {
  const t = await getTranslations("SampleDeals");
  return (
    <p role="note" className="mb-4 rounded-lg border border-amber-600 bg-amber-50 px-4 py-2 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100" data-sample-note>
      {t("note")}{" "}
      <Link href="/sample-offers" prefetch={false} className="font-medium underline">
        {t("noteLink")}
      </Link>
    </p>
  );
}
