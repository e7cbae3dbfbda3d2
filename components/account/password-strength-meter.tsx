"use client";

import { useTranslations } from "next-intl";
import { passwordStrength, type PasswordStrength } from "@/lib/auth/password-strength";
import { cn } from "@/lib/utils";

const FILLED: Record<PasswordStrength, number> = { tooShort: 0, common: 0, weak: 1, fair: 2, strong: 3 };
const COLOR: Record<PasswordStrength, string> = {
  tooShort: "bg-destructive",
  common: "bg-destructive",
  weak: "bg-destructive",
  fair: "bg-amber-500",
  strong: "bg-emerald-600",
};

/**
 * Under a new-password field: how guessable the password is, as three bars and a sentence the
 * screen reader announces as it changes. Advice only; the server's rule is the schema's.
 */
export function PasswordStrengthMeter({ password }: { password: string }) {
  const t = useTranslations("PasswordStrength");
  const level = password ? passwordStrength(password) : null;
  return (
    <div className="space-y-1" data-testid="password-strength">
      {level ? (
        <div aria-hidden className="flex gap-1">
          {[1, 2, 3].map((bar) => (
            <span key={bar} className={cn("h-1.5 flex-1 rounded-full", bar <= FILLED[level] ? COLOR[level] : "bg-muted")} />
          ))}
        </div>
      ) : null}
      <p aria-live="polite" className="text-xs text-muted-foreground">
        {level ? t("label", { level: t(level) }) : null}
      </p>
    </div>
  );
}
