import { getTranslations } from "next-intl/server";
import { ADSENSE_CLIENT } from "@/lib/consent/analytics";
import { HideForPremium } from "@/components/billing/hide-for-premium";
import { cn } from "@/lib/utils";
import { AdUnit } from "./ad-unit";

export const AD_MIN_HEIGHT_PX = 90;

type AdSlotProps = {
  /** Premium members browse without ads (docs/features/premium.md). */
  isPremium?: boolean;
  minHeight?: number;
  className?: string;
};

/**
 * An 'Advertisement' slot. The placeholder box is plain HTML; only when an AdSense client is
 * configured does a small client part load the ad, on production hosts, after 1 s, with consent.
 */
export async function AdSlot({ isPremium = false, minHeight = AD_MIN_HEIGHT_PX, className }: AdSlotProps) {
  if (isPremium) return null;
  const t = await getTranslations("Ads");
  const placeholder = (
    <div
      data-testid="ad-placeholder"
      className="flex h-full items-center justify-center rounded-md border border-dashed text-xs text-muted-foreground"
      style={{ minHeight }}
    >
      {t("placeholder")}
    </div>
  );
  // Static pages cannot know the visitor: the shared current-user store hides the slot for Premium.
  return (
    <HideForPremium>
    <aside aria-label={t("label")} data-testid="ad-slot" className={cn("mx-auto w-full max-w-7xl px-4 py-6", className)}>
      <p className="mb-1 text-center text-[11px] uppercase tracking-wide text-muted-foreground">{t("label")}</p>
      {ADSENSE_CLIENT ? <AdUnit client={ADSENSE_CLIENT} minHeight={minHeight} placeholder={placeholder} /> : placeholder}
    </aside>
    </HideForPremium>
  );
}
