import { getTranslations } from "next-intl/server";
import { currencyCodes } from "@/lib/currency/currencies";
import type { Locale } from "@/lib/i18n/locales";
import type { ProgramOption } from "@/lib/points/queries";
import { MAX_TRIP_BALANCES, PROGRAM_KINDS } from "@/lib/points/schema";
import { controlClass, fieldClass, panelClass, primaryButtonClass } from "./styles";

/** Rows the trip form shows (the API accepts up to MAX_TRIP_BALANCES). */
const TRIP_ROWS = 4;

export type CalculatorAccess = "signed-out" | "free" | "premium";

type Props = {
  locale: Locale;
  programs: readonly ProgramOption[];
  access: CalculatorAccess;
  /** The visitor's entry sent back after an error (field name -> value). */
  values: Readonly<Record<string, string>>;
};

/**
 * The three calculators as plain forms posting to /api/points/calculate: they work without
 * JavaScript, and the server meters, validates and sends the visitor back with the result.
 */
export async function CalculatorForms({ locale, programs, access, values }: Props) {
  const t = await getTranslations("Points");
  // The stored page is the signed-out visitor's: a member's label is there too, shown by the access
  // island (components/members/points-access.tsx) once it knows them.
  const submitLabel =
    access === "signed-out" ? (
      <>
        <span data-signed-out-label="">{t("signInToCalculate")}</span>
        <span data-member-label="" hidden>
          {t("calculate")}
        </span>
      </>
    ) : (
      t("calculate")
    );
  const valueOf = (kind: string, name: string) => (values.kind === kind ? (values[name] ?? "") : "");
  const currency = values.currency ?? "USD";

  const programSelect = (kind: string, name: string, label: string, required = true) => (
    <label className={fieldClass}>
      <span className="font-medium">{label}</span>
      <select name={name} defaultValue={valueOf(kind, name)} required={required} className={controlClass}>
        <option value="">{t("chooseProgram")}</option>
        {PROGRAM_KINDS.map((programKind) => (
          <optgroup key={programKind} label={t(`kind_${programKind}`)}>
            {programs
              .filter((program) => program.kind === programKind)
              .map((program) => (
                <option key={program.slug} value={program.slug}>
                  {program.name}
                </option>
              ))}
          </optgroup>
        ))}
      </select>
    </label>
  );

  const numberInput = (kind: string, name: string, label: string, required = true) => (
    <label className={fieldClass}>
      <span className="font-medium">{label}</span>
      <input type="text" inputMode="decimal" name={name} defaultValue={valueOf(kind, name)} required={required} maxLength={20} autoComplete="off" className={controlClass} />
    </label>
  );

  const currencySelect = (
    <label className={fieldClass}>
      <span className="font-medium">{t("currency")}</span>
      <select name="currency" defaultValue={currency} className={controlClass}>
        {currencyCodes.map((code) => (
          <option key={code} value={code}>
            {code}
          </option>
        ))}
      </select>
    </label>
  );

  const hidden = (kind: string) => (
    <>
      <input type="hidden" name="kind" value={kind} />
      <input type="hidden" name="locale" value={locale} />
    </>
  );

  const submit = (
    <button type="submit" className={`${primaryButtonClass} mt-2 self-start`}>
      {submitLabel}
    </button>
  );

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-3">
      <form method="post" action="/api/points/calculate" className={`${panelClass} flex flex-col gap-3`} aria-labelledby="calc-balance" data-calculator="balance">
        <h3 id="calc-balance" className="text-lg font-semibold">
          {t("balanceTitle")}
        </h3>
        <p className="text-sm text-muted-foreground">{t("balanceHelp")}</p>
        {hidden("balance")}
        {programSelect("balance", "program", t("program"))}
        {numberInput("balance", "balance", t("balance"))}
        {currencySelect}
        {submit}
      </form>

      <form method="post" action="/api/points/calculate" className={`${panelClass} flex flex-col gap-3`} aria-labelledby="calc-redemption" data-calculator="redemption">
        <h3 id="calc-redemption" className="text-lg font-semibold">
          {t("redemptionTitle")}
        </h3>
        <p className="text-sm text-muted-foreground">{t("redemptionHelp")}</p>
        {hidden("redemption")}
        {programSelect("redemption", "program", t("program"))}
        {numberInput("redemption", "cashPrice", t("cashPrice"))}
        {numberInput("redemption", "taxes", t("taxes"), false)}
        {numberInput("redemption", "points", t("points"))}
        {currencySelect}
        {submit}
      </form>

      <form method="post" action="/api/points/calculate" className={`${panelClass} flex flex-col gap-3`} aria-labelledby="calc-trip" data-calculator="trip">
        <h3 id="calc-trip" className="text-lg font-semibold">
          {t("tripTitle")}
        </h3>
        <p className="text-sm text-muted-foreground">{t("tripHelp", { max: MAX_TRIP_BALANCES })}</p>
        {hidden("trip")}
        {numberInput("trip", "tripCost", t("tripCost"))}
        {Array.from({ length: TRIP_ROWS }, (_, index) => (
          <fieldset key={index} className="grid grid-cols-2 gap-2">
            <legend className="sr-only">{t("balanceRow", { number: index + 1 })}</legend>
            {programSelect("trip", `program${index + 1}`, `${t("program")} ${index + 1}`, index === 0)}
            {numberInput("trip", `balance${index + 1}`, `${t("balance")} ${index + 1}`, index === 0)}
          </fieldset>
        ))}
        {currencySelect}
        {submit}
      </form>
    </div>
  );
}
