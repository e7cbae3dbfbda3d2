// Program kinds, spending categories and the standard spending year: plain data, imported by the
// seed (run by tsx, relative imports only) as well as the app.

export const PROGRAM_KINDS = ["bank", "airline", "hotel"] as const;
export type ProgramKind = (typeof PROGRAM_KINDS)[number];

/** Spending categories a card's earn rates name; "other" is everything else. */
export const EARN_CATEGORIES = ["dining", "groceries", "airfare", "hotels", "gas", "transit", "streaming", "rent", "other"] as const;
export type EarnCategory = (typeof EARN_CATEGORIES)[number];

/**
 * The year of spending behind a card's 'actual point value' (US dollars a year, about 21,000 in
 * all). Rent is left out: most cards charge a fee on it. Co-branded cards earn their airline or
 * hotel rate on the airfare or hotel line.
 */
export const DEFAULT_SPENDING_PROFILE: Readonly<Record<EarnCategory, number>> = {
  dining: 3000,
  groceries: 4000,
  airfare: 2000,
  hotels: 1500,
  gas: 1500,
  transit: 600,
  streaming: 300,
  rent: 0,
  other: 8000,
};

