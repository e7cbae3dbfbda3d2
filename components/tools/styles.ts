// Class names the tools' forms share.
export const inputClass = "w-full rounded-md border bg-background px-3 py-2";
export const labelClass = "block text-sm font-medium";
export const primaryButtonClass = "rounded-md bg-primary px-5 py-2.5 font-semibold text-primary-foreground hover:bg-primary/90";
export const secondaryLinkClass = "rounded-md border px-4 py-2 font-semibold hover:border-primary";
