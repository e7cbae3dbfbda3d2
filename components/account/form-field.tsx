"use client";

import { useTranslations } from "next-intl";
import { forwardRef, useId, type ComponentProps } from "react";
import { messageKey } from "@/lib/auth/message-keys";
import { cn } from "@/lib/utils";

/**
 * Shows a message of the API's English wording (docs/features/accounts.md), from a form's schema or
 * from the API's answer, in the page's language; a text it does not know is shown as it is.
 */
export function useMessageText() {
  const t = useTranslations();
  return (message: string | undefined) => {
    if (!message) return undefined;
    const key = messageKey(message);
    return key && t.has(key) ? t(key) : message;
  };
}

type FieldProps = ComponentProps<"input"> & { label: string; error?: string; hint?: string };

/** A labelled input; its error is linked by aria-describedby and announced (role=alert). */
export const FormField = forwardRef<HTMLInputElement, FieldProps>(function FormField({ label, error, hint, className, id, ...props }, ref) {
  const generated = useId();
  const inputId = id ?? generated;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className="space-y-1.5">
      <label htmlFor={inputId} className="block text-sm font-medium">
        {label}
      </label>
      <input
        ref={ref}
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={cn(
          "flex h-10 w-full rounded-md border border-input bg-background px-3 py-2 text-sm placeholder:text-muted-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-50",
          error && "border-destructive",
          className,
        )}
        {...props}
      />
      {hint ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
});
