// Shared class names of the Compass and card directory forms and tables.
export const fieldClass = "flex min-w-0 flex-col gap-1 text-sm";
export const controlClass = "min-w-0 max-w-full rounded-md border bg-background px-2 py-1.5 text-sm";
export const tableClass = "w-full border-collapse text-sm";
export const thClass = "border-b px-2 py-2 text-start font-semibold";
export const tdClass = "border-b px-2 py-2 align-top";
export const panelClass = "rounded-xl border bg-card p-5 shadow-sm";
export const primaryButtonClass = "inline-flex items-center justify-center rounded-md bg-primary px-4 py-2 text-sm font-semibold text-primary-foreground hover:bg-primary/90";
