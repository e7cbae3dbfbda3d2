"use client";

import { buttonVariants } from "@/components/ui/button-variants";

/** Opens the browser's print dialog; the page's print styles leave only the plan. */
export function PrintButton({ label }: { label: string }) {
  return (
    <button type="button" onClick={() => window.print()} className={buttonVariants({ variant: "outline", size: "sm" })}>
      {label}
    </button>
  );
}
