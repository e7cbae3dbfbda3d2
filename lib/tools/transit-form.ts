// The transit planner's GET form: from, to and travellers, checked before any lookup.
export const MAX_TRANSIT_TRAVELLERS = 9;

export type TransitProblemCode = "fromMissing" | "toMissing" | "travellersRange" | "fromUnknown" | "toUnknown" | "samePlace";
export type TransitFormValues = { from: string; to: string; travellers: string };

const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? "";

export function readTransitForm(params: Record<string, string | string[] | undefined>): {
  submitted: boolean;
  values: TransitFormValues;
  problems: TransitProblemCode[];
  travellers: number;
} {
  const values = { from: single(params.from).trim().slice(0, 100), to: single(params.to).trim().slice(0, 100), travellers: single(params.travellers).slice(0, 10) || "1" };
  const submitted = params.from !== undefined || params.to !== undefined;
  const problems: TransitProblemCode[] = [];
  const travellers = Number(values.travellers);
  if (submitted) {
    if (!values.from) problems.push("fromMissing");
    if (!values.to) problems.push("toMissing");
    if (!Number.isInteger(travellers) || travellers < 1 || travellers > MAX_TRANSIT_TRAVELLERS) problems.push("travellersRange");
  }
  return { submitted, values, problems, travellers: Number.isInteger(travellers) ? travellers : 1 };
}
