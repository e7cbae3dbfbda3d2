import { Icon } from "@/components/ui/icon";
import { Link } from "@/lib/i18n/navigation";

/**
 * The brand mark; links to / by default and can hide its text. wordmarkClass says at which widths
 * the "Wander Bold" text shows (the header gives its room to the menus at some).
 */
export function Logo({ href = "/", label, hideText = false, wordmarkClass = "hidden sm:inline" }: { href?: string; label: string; hideText?: boolean; wordmarkClass?: string }) {
  return (
    <Link href={href} aria-label={label} className="flex shrink-0 items-center gap-2 whitespace-nowrap rounded-md font-bold focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
      <Icon name="compass" className="size-8 shrink-0 text-primary" />
      {hideText ? null : <span className={`text-xl tracking-tight ${wordmarkClass}`}>Wander Bold</span>}
    </Link>
  );
}
