import type { ReactNode } from "react";
import { Link } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/locales";
import { localizePath } from "@/lib/i18n/paths";

// A directory's filters as a plain GET form (the ski and outdoor directories): every combination
// is a crawlable URL and it works without script. The fields, a submit button, and a link back to
// the unfiltered list once anything is filtered.

export const filterFieldClass = "mt-1 block w-full rounded-md border bg-background px-3 py-2 text-sm";
const labelClass = "block text-sm font-medium";

export function GetFilterForm({
  path,
  locale,
  label,
  submitLabel,
  clearLabel,
  filtered,
  children,
}: {
  /** The list's path (not localized); the form submits to its localized form. */
  path: string;
  locale: Locale;
  label: string;
  submitLabel: string;
  clearLabel: string;
  filtered: boolean;
  children: ReactNode;
}) {
  return (
    <form method="get" action={localizePath(path, locale)} role="search" aria-label={label} className="grid gap-4 rounded-xl border bg-card p-4 sm:grid-cols-2 lg:grid-cols-4">
      {children}
      <div className="flex items-end gap-3">
        <button type="submit" className="rounded-md bg-primary px-4 py-2 text-sm font-semibold text-primary-foreground hover:bg-primary/90">
          {submitLabel}
        </button>
        {filtered && (
          <Link href={path} prefetch={false} className="py-2 text-sm text-primary underline underline-offset-2">
            {clearLabel}
          </Link>
        )}
      </div>
    </form>
  );
}

/** A labelled select whose first option ("any", empty value) leaves the filter off. */
export function FilterSelect({
  label,
  name,
  value,
  anyLabel,
  options,
}: {
  label: string;
  name: string;
  value: string | undefined;
  anyLabel: string;
  options: ReadonlyArray<{ value: string | number; label: string }>;
}) {
  return (
    <label className={labelClass}>
      {label}
      <select name={name} defaultValue={value ?? ""} className={filterFieldClass}>
        <option value="">{anyLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/** A text field of the form, labelled like the selects. */
export function FilterLabel({ label, children }: { label: string; children: ReactNode }) {
  return (
    <label className={labelClass}>
      {label}
      {children}
    </label>
  );
}
