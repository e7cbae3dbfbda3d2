import { Icon } from "@/components/ui/icon";
import { cn } from "@/lib/utils";

/** A store badge drawn with an icon and text (no remote image); the caller decides if it links. */
export function AppStoreBadge({
  store = "apple",
  small,
  large,
  className,
}: {
  store?: "apple" | "google";
  small: string;
  large: string;
  className?: string;
}) {
  return (
    <span className={cn("inline-flex items-center gap-3 rounded-xl bg-black px-5 py-2.5 text-white ring-1 ring-white/20", className)}>
      <Icon name={store === "apple" ? "apple" : "play"} className="size-7" />
      <span className="flex flex-col text-start leading-tight">
        {/* The space keeps the name "Coming soon on the App Store", not "…theApp Store". */}
        <span className="text-xs">{small}</span>{" "}
        <span className="text-lg font-semibold">{large}</span>
      </span>
    </span>
  );
}
