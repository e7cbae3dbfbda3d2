// The calculators' plain HTML forms (they work without JavaScript) post urlencoded fields; this
// turns them into the JSON shape the calculation schema validates, so both paths share one set
// of rules and messages. Pure, safe on the client.
import { MAX_TRIP_BALANCES, pointsMessages } from "./schema";

/** Fields a form may send back to the page after an error, so the visitor's entry is kept. */
export const FORM_FIELDS = ["kind", "program", "balance", "cashPrice", "taxes", "points", "tripCost", "currency", ...Array.from({ length: MAX_TRIP_BALANCES }, (_, index) => [`program${index + 1}`, `balance${index + 1}`]).flat()] as const;

/**
 * A typed number: empty is "not given"; spaces, apostrophes and thousands separators are dropped
 * for point counts; a lone comma in a money amount is read as the decimal mark (12,50).
 * Anything else that is not a number stays NaN, which the schema rejects with a clear message.
 */
export function parseFormNumber(value: FormDataEntryValue | string | null | undefined, { whole }: { whole: boolean }): number | undefined {
  if (typeof value !== "string") return undefined;
  let text = value.trim().replace(/[\s\u00a0\u202f']/g, "");
  if (text === "") return undefined;
  if (whole) text = text.replace(/[,.](?=\d{3}(\D|$))/g, "");
  else if (/^\d{1,3}(\.\d{3})*,\d{1,2}$/.test(text)) text = text.replace(/\./g, "").replace(",", ".");
  else text = text.replace(/,(?=\d{3}(\D|$))/g, "");
  return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
}

export function formToCalculation(form: URLSearchParams): Record<string, unknown> {
  const text = (name: string) => {
    const value = form.get(name);
    return value === null ? undefined : value.trim();
  };
  const currency = text("currency") || undefined;
  const kind = text("kind");
  if (kind === "balance") return { kind, program: text("program"), balance: parseFormNumber(form.get("balance"), { whole: true }), currency };
  if (kind === "redemption") {
    return {
      kind,
      program: text("program"),
      cashPrice: parseFormNumber(form.get("cashPrice"), { whole: false }),
      taxes: parseFormNumber(form.get("taxes"), { whole: false }),
      points: parseFormNumber(form.get("points"), { whole: true }),
      currency,
    };
  }
  if (kind === "trip") {
    const balances: Array<{ program: string | undefined; balance: number | undefined }> = [];
    for (let index = 1; index <= MAX_TRIP_BALANCES + 1; index += 1) {
      const program = text(`program${index}`);
      const balance = form.get(`balance${index}`);
      if (!program && (balance === null || balance.trim() === "")) continue;
      balances.push({ program: program || undefined, balance: parseFormNumber(balance, { whole: true }) });
    }
    return { kind, tripCost: parseFormNumber(form.get("tripCost"), { whole: false }), balances, currency };
  }
  return { kind };
}

/** The key of pointsMessages that a validation message came from ("balanceNumber"), for the page to translate. */
export function messageKeyOf(message: string): keyof typeof pointsMessages | null {
  const entry = Object.entries(pointsMessages).find(([, text]) => text === message);
  return entry ? (entry[0] as keyof typeof pointsMessages) : null;
}
