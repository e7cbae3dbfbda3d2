import { clsx } from "clsx";
import { Icon } from "@/components/ui/icon";
import { SCROLL_TO_TOP_ATTRIBUTE, WORKS_WITHOUT_REACT_ATTRIBUTE } from "@/lib/shell/page-signals.mjs";

const SIZES = { sm: "size-10", md: "size-12", lg: "size-14" } as const;
// Logical sides: bottom-right in left-to-right pages, mirrored in Arabic.
const POSITIONS = { "bottom-right": "end-5", "bottom-left": "start-5" } as const;

type ScrollToTopProps = {
  label: string;
  /** Pixels scrolled before the button appears (docs/features/site-wide.md, Screens: 300 by default, 400 on the main app). */
  threshold?: number;
  size?: keyof typeof SIZES;
  position?: keyof typeof POSITIONS;
};

/**
 * Floating button, 20 px from the edge, that fades and scales in over 0.2 s. Plain HTML: the page
 * init script (lib/shell/page-init-script.ts) sets data-visible past the threshold and scrolls up
 * on click. Hidden, it is also invisible, so it leaves the tab order and the accessibility tree.
 */
export function ScrollToTop({ label, threshold = 300, size = "md", position = "bottom-right" }: ScrollToTopProps) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      data-threshold={threshold}
      data-visible="false"
      {...{ [SCROLL_TO_TOP_ATTRIBUTE]: "", [WORKS_WITHOUT_REACT_ATTRIBUTE]: "" }}
      className={clsx(
        "invisible fixed bottom-5 z-40 inline-flex scale-75 items-center justify-center rounded-full bg-primary text-primary-foreground opacity-0 shadow-lg transition-[opacity,transform,visibility] duration-200 hover:bg-primary/90 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 data-[visible=true]:visible data-[visible=true]:scale-100 data-[visible=true]:opacity-100",
        SIZES[size],
        POSITIONS[position],
      )}
    >
      <Icon name="arrow-up" className="size-5" />
    </button>
  );
}
