"use client";

// The card directory's Premium figures (docs/features/points-and-cards.md): the page is the same
// stored copy for everybody, each card's 'actual point value' shown locked; for a Premium member
// this island fills every slot from the page's one member request, offers the sort by that value
// and applies it. Nothing Premium-only is in the HTML.
import { useEffect, useMemo } from "react";
import { createPortal } from "react-dom";
import type { CardValue } from "@/lib/members/page-parts";
import { formatPrice } from "@/lib/currency/format";
import { useMemberData } from "./use-member-data";

export type CardValueText = {
  locale: string;
  /** "{value} ({points} points)", translated with the placeholders kept. */
  amount: string;
  /** The note under each value (the yearly spend it assumes), translated. */
  note: string;
};

const usd = (amount: number, locale: string) => formatPrice({ amount, code: "USD", rate: 1, locale }).replace(/\.00$/, "");

/** One card's value, as the server rendered it for Premium members before the page was shared. */
function Value({ value, text }: { value: CardValue; text: CardValueText }) {
  const points = new Intl.NumberFormat(text.locale).format(value.points);
  return (
    <span data-actual-point-value>
      <span className="font-semibold">{text.amount.replace("{value}", usd(value.value_usd, text.locale)).replace("{points}", points)}</span>
      <span className="block text-xs text-muted-foreground">{text.note}</span>
    </span>
  );
}

/** Puts the cards in value order (highest first), or back in the server's order; moves nothing already in place. */
function orderCards(values: Record<string, CardValue> | null) {
  const list = document.querySelector<HTMLElement>("[data-card-list]");
  if (!list) return;
  const cards = [...list.querySelectorAll<HTMLElement>(":scope > [data-card]")];
  const serverOrder = (card: HTMLElement) => Number(card.dataset.cardOrder);
  const valueOf = (card: HTMLElement) => values?.[card.dataset.card ?? ""]?.value_usd ?? Number.NEGATIVE_INFINITY;
  const sorted = [...cards].sort((a, b) => (values ? valueOf(b) - valueOf(a) || (a.querySelector("h3")?.textContent ?? "").localeCompare(b.querySelector("h3")?.textContent ?? "") : serverOrder(a) - serverOrder(b)));
  if (sorted.every((card, index) => card === cards[index])) return;
  list.append(...sorted);
}

export function CardValues({ text, sortByValue }: { text: CardValueText; sortByValue: boolean }) {
  const member = useMemberData(["card-values"]);
  const values = member?.card_values ?? null;
  // The page's slots, known once the values are (never while rendering on the server).
  const slots = useMemo(() => (values ? [...document.querySelectorAll<HTMLElement>("[data-point-value-slot]")].filter((slot) => values[slot.dataset.pointValueSlot ?? ""]) : []), [values]);

  useEffect(() => {
    if (!values) return;
    for (const slot of slots) slot.querySelector<HTMLElement>("[data-point-value-locked]")?.setAttribute("hidden", "");
    // The sort by value, offered to Premium members only (the server renders it hidden and disabled).
    const option = document.querySelector<HTMLOptionElement>("option[data-premium-sort]");
    if (option) {
      option.hidden = false;
      option.disabled = false;
      if (sortByValue) option.selected = true;
    }
    orderCards(sortByValue ? values : null);
    // Signed out meanwhile (or another page): the page as everybody has it again.
    return () => {
      for (const slot of slots) slot.querySelector<HTMLElement>("[data-point-value-locked]")?.removeAttribute("hidden");
      if (option) {
        option.hidden = true;
        option.disabled = true;
      }
      orderCards(null);
    };
  }, [values, slots, sortByValue]);

  return (
    <>
      <span hidden data-member-parts="card-values" />
      {values && slots.map((slot, index) => createPortal(<Value value={values[slot.dataset.pointValueSlot!]!} text={text} />, slot, `${slot.dataset.pointValueSlot}-${index}`))}
    </>
  );
}
