"use client";

import { useEffect, useState } from "react";
import { suggestDestinations } from "@/lib/api-client/places";

const DEBOUNCE_MS = 150;
// In English, as the server compares a "Name, Country" field's country with the destinations'
// (browsers before 2021 lack DisplayNames: the country code then, which the server takes too).
const countryNames = typeof Intl.DisplayNames === "function" ? new Intl.DisplayNames(["en"], { type: "region" }) : null;

/**
 * The suggestions of a deal filter's place field (`inputId`): our destinations named like the
 * text typed, as "Name, Country", in the field's datalist `id`. The field itself is plain text the
 * server resolves (a name, "Name, Country" or a slug), so the filter works before and without
 * JavaScript; the list only saves typing, and the page carries no list of every place.
 */
export function PlaceSuggestions({ id, inputId }: { id: string; inputId: string }) {
  const [places, setPlaces] = useState<string[]>([]);

  useEffect(() => {
    const input = document.getElementById(inputId);
    if (!(input instanceof HTMLInputElement)) return;
    let controller: AbortController | undefined;
    let timer: number | undefined;
    const ask = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => {
        controller?.abort();
        const text = (input.value.split(",")[0] ?? "").trim();
        if (!text) {
          setPlaces([]);
          return;
        }
        controller = new AbortController();
        suggestDestinations(text, controller.signal).then(
          (results) => setPlaces([...new Set(results.filter((result) => result.kind === "destination").map((result) => `${result.name}, ${countryNames?.of(result.countryCode) ?? result.countryCode}`))]),
          // Without suggestions the field still works as typed.
          () => undefined,
        );
      }, DEBOUNCE_MS);
    };
    input.addEventListener("input", ask);
    // Typed before React arrived (deferred hydration): suggest for it at once.
    if (document.activeElement === input && input.value) ask();
    return () => {
      input.removeEventListener("input", ask);
      window.clearTimeout(timer);
      controller?.abort();
    };
  }, [inputId]);

  return (
    <datalist id={id}>
      {places.map((place) => (
        <option key={place} value={place} />
      ))}
    </datalist>
  );
}
