import { Icon } from "@/components/ui/icon";
import { Link } from "@/lib/i18n/navigation";

/** The brand mark; links to / by default and can hide its text. */
export function Logo({ href = "/", label, hideText = false }: { href?: string; label: string; hideText?: boolean }) {
  return (
    <Link href={href} aria-label={label} className="flex items-center gap-2 rounded-md font-bold focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
      <Icon name="compass" className="size-8 text-primary" />
      {hideText ? null : <span className="hidden text-xl tracking-tight sm:inline">Wander Bold</span>}
    </Link>
  );
}
