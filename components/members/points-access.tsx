"use client";

// The Travel Points Compass's access line (docs/features/points-and-cards.md): the stored page is
// the signed-out visitor's ("Sign in to use the calculators", buttons "Sign in to calculate"); for a
// member this island shows their plan and use from the page's one member request, and the
// calculators' buttons say "Calculate" (the forms post the same way for everybody).
import { useEffect, type ReactNode } from "react";
import { Link } from "@/lib/i18n/navigation";
import { useMemberData } from "./use-member-data";

export type PointsAccessText = {
  /** "Free plan: {used} of {limit} calculations used.", one per count from 0 to the limit. */
  freeUsage: string[];
  freeHint: string;
  premium: string;
  upgrade: string;
};

/** Shows the member's label of each calculator button (or the signed-out one back). */
function labelButtons(member: boolean) {
  for (const label of document.querySelectorAll<HTMLElement>("[data-signed-out-label]")) label.hidden = member;
  for (const label of document.querySelectorAll<HTMLElement>("[data-member-label]")) label.hidden = !member;
}

export function PointsAccess({ text, children }: { text: PointsAccessText; children: ReactNode }) {
  const usage = useMemberData(["points-usage"])?.points_usage;
  const access = usage ? usage.plan : "signed-out";
  useEffect(() => {
    if (usage) labelButtons(true);
    return () => labelButtons(false);
  }, [usage]);

  return (
    <div className="mt-3 text-sm" data-access={access} data-member-parts="points-usage">
      {!usage ? (
        children
      ) : usage.plan === "free" ? (
        <p>
          {text.freeUsage[Math.min(usage.used, text.freeUsage.length - 1)]} {text.freeHint}{" "}
          <Link href="/subscription" prefetch={false} className="font-semibold text-primary underline underline-offset-2">
            {text.upgrade}
          </Link>
        </p>
      ) : (
        <p>{text.premium}</p>
      )}
    </div>
  );
}
