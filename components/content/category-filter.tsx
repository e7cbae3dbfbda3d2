import { Link } from "@/lib/i18n/navigation";

/** Crawlable category links (?category=), the current one marked for assistive technology. */
export function CategoryFilter({
  path,
  label,
  allLabel,
  categories,
  current,
}: {
  path: string;
  label: string;
  allLabel: string;
  categories: ReadonlyArray<{ value: string; label: string }>;
  current?: string;
}) {
  const options = [{ value: "", label: allLabel }, ...categories];
  return (
    <nav aria-label={label} className="mt-6">
      <ul className="flex flex-wrap gap-2">
        {options.map((option) => {
          const isCurrent = (current ?? "") === option.value;
          return (
            <li key={option.value || "all"}>
              <Link
                href={option.value ? `${path}?category=${option.value}` : path}
                prefetch={false}
                aria-current={isCurrent ? "page" : undefined}
                className={`inline-block rounded-full border px-3 py-1 text-sm ${isCurrent ? "border-primary bg-primary font-semibold text-primary-foreground" : "hover:bg-muted"}`}
              >
                {option.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
