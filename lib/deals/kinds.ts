// Deal kinds, themes and seasons: pure data shared by the server, the feeds and the UI.

export const dealKinds = ["flight", "hotel", "vacation_rental", "package", "cruise", "rental_car", "activity", "boat_charter"] as const;
export type DealKindValue = (typeof dealKinds)[number];

export const dealThemes = ["urban", "beach", "historical", "cultural", "nature", "mountain", "food", "wildlife", "island", "hidden", "budget"] as const;
export type DealThemeValue = (typeof dealThemes)[number];

export const dealSeasons = ["spring", "summer", "autumn", "winter", "all_year"] as const;
export type DealSeasonValue = (typeof dealSeasons)[number];

export const isDealKind = (value: unknown): value is DealKindValue => dealKinds.includes(value as DealKindValue);
export const isDealTheme = (value: unknown): value is DealThemeValue => dealThemes.includes(value as DealThemeValue);

/** English words a traveller types for each kind; folded into the search text. */
export const kindSearchWords: Record<DealKindValue, string> = {
  flight: "flight flights airfare",
  hotel: "hotel hotels stay",
  vacation_rental: "vacation rental rentals apartment home",
  package: "package packages vacation holiday",
  cruise: "cruise cruises",
  rental_car: "rental car cars hire",
  activity: "activity activities things to do tour",
  boat_charter: "boat charter charters yacht sailing",
};
