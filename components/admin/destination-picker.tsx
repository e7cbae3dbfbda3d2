"use client";

import { useTranslations } from "next-intl";
import { useEffect, useId, useState } from "react";
import { useDestinationSearch } from "@/lib/api-client/admin";
import type { DestinationOption } from "@/lib/content/serialize";
import { inputClass } from "./ui";

const DEBOUNCE_MS = 250;

/**
 * A searchable destination combobox (WAI-ARIA combobox with a listbox popup): typing asks
 * GET /api/admin/destinations?q=, arrows move, Enter chooses, Escape closes.
 */
export function DestinationPicker({ value, initialLabel, onChange, error, errorId }: { value: number | null; initialLabel: string; onChange: (option: DestinationOption | null) => void; error?: string; errorId: string }) {
  const t = useTranslations("admin");
  const inputId = useId();
  const listId = useId();
  const [query, setQuery] = useState(initialLabel);
  const [isOpen, setIsOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // A chosen destination reads "Name, Country": search by its name.
  const text = (value !== null ? (query.split(",")[0] ?? "") : query).trim();
  const [searched, setSearched] = useState<string | null>(null);
  const search = useDestinationSearch(searched ?? "", { enabled: isOpen && searched !== null });
  const isLoading = isOpen && (searched !== text || search.isFetching);
  const options: DestinationOption[] = search.data ?? [];

  // Asks once the typing pauses.
  useEffect(() => {
    if (!isOpen) return;
    const timer = window.setTimeout(() => {
      setSearched(text);
      setActive(-1);
    }, DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text, isOpen]);

  function choose(option: DestinationOption) {
    onChange(option);
    setQuery(`${option.name}, ${option.country}`);
    setIsOpen(false);
  }

  return (
    <div className="relative space-y-1.5">
      <label htmlFor={inputId} className="block text-sm font-medium">
        {t("fieldDestination")}
      </label>
      <input
        id={inputId}
        role="combobox"
        aria-expanded={isOpen}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={isOpen && active >= 0 ? `${listId}-${active}` : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        autoComplete="off"
        placeholder={t("destinationSearch")}
        value={query}
        className={inputClass}
        onChange={(event) => {
          setQuery(event.target.value);
          setIsOpen(true);
          if (value !== null) onChange(null);
        }}
        onFocus={() => setIsOpen(true)}
        onBlur={() => window.setTimeout(() => setIsOpen(false), 150)}
        onKeyDown={(event) => {
          if (event.key === "ArrowDown") {
            event.preventDefault();
            setIsOpen(true);
            setActive((index) => Math.min(options.length - 1, index + 1));
          } else if (event.key === "ArrowUp") {
            event.preventDefault();
            setActive((index) => Math.max(0, index - 1));
          } else if (event.key === "Enter" && isOpen) {
            event.preventDefault();
            const option = options[active] ?? (options.length === 1 ? options[0] : undefined);
            if (option) choose(option);
          } else if (event.key === "Escape" && isOpen) {
            event.stopPropagation();
            setIsOpen(false);
          }
        }}
      />
      {isOpen ? (
        <ul id={listId} role="listbox" aria-label={t("fieldDestination")} className="absolute z-10 mt-1 max-h-60 w-full overflow-y-auto rounded-md border bg-popover p-1 text-popover-foreground shadow-lg">
          {isLoading && options.length === 0 ? (
            <li role="presentation" className="px-3 py-2 text-sm text-muted-foreground">
              {t("searching")}
            </li>
          ) : options.length === 0 ? (
            <li role="presentation" className="px-3 py-2 text-sm">
              {t("noDestinations")}
            </li>
          ) : (
            options.map((option, index) => (
              <li
                key={option.id}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={option.id === value}
                className={`cursor-pointer rounded-sm px-3 py-2 text-sm ${index === active ? "bg-accent" : ""}`}
                onMouseDown={(event) => {
                  event.preventDefault();
                  choose(option);
                }}
              >
                {option.name}, {option.country}
              </li>
            ))
          )}
        </ul>
      ) : null}
    </div>
  );
}
