import { Icon } from "@/components/ui/icon";
import type { IconName } from "@/lib/icons";
import { cn } from "@/lib/utils";

/** Eyebrow, h2 and lead text shared by the home page's promo sections. */
export function SectionHeading({
  id,
  icon,
  eyebrow,
  title,
  text,
  tone = "default",
  className,
}: {
  id: string;
  icon?: IconName;
  eyebrow?: string;
  title: string;
  text?: string;
  /** "inverse" for white text on the dark gradient panels. */
  tone?: "default" | "inverse";
  className?: string;
}) {
  const inverse = tone === "inverse";
  return (
    <div className={cn("max-w-3xl", className)}>
      {eyebrow ? (
        <p
          className={cn(
            "inline-flex items-center gap-2 text-sm font-semibold uppercase tracking-wide",
            inverse ? "text-sky-100" : "text-primary",
          )}
        >
          {icon ? <Icon name={icon} className="size-4" /> : null}
          {eyebrow}
        </p>
      ) : null}
      <h2 id={id} className="mt-2 text-3xl font-bold tracking-tight md:text-4xl">
        {title}
      </h2>
      {text ? <p className={cn("mt-3 text-lg", inverse ? "text-white/90" : "text-muted-foreground")}>{text}</p> : null}
    </div>
  );
}
