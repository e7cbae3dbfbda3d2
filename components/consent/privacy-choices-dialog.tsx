"use client";

import { RadioGroup } from "radix-ui";
import { useEffect, useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { ADVERTISING_CONSENT_FLAGS, withAdvertising } from "@/lib/consent/consent";
import { readSavedConsent, saveConsent } from "@/lib/consent/consent-store";
import { toast } from "@/lib/toast-store";
import type { ConsentMessages } from "./consent-messages";
import { DialogFrame } from "./dialog-frame";

export const PRIVACY_SAVE_DELAY_MS = 1000;

type PrivacyChoice = "continue" | "opt-out";

/** The saved advertising choice, if the visitor has made one that is all-on or all-off. */
function savedChoice(): PrivacyChoice | null {
  const saved = readSavedConsent();
  if (!saved) return null;
  if (ADVERTISING_CONSENT_FLAGS.every((flag) => saved[flag])) return "continue";
  if (ADVERTISING_CONSENT_FLAGS.every((flag) => !saved[flag])) return "opt-out";
  return null;
}

/**
 * 'Do Not Sell or Share My Personal Information': continue with personalized ads or opt out.
 * The choice is kept in the consent cookie's three advertising flags.
 */
export default function PrivacyChoicesDialog({
  messages,
  isOpen,
  onOpenChange,
}: {
  messages: ConsentMessages["privacy"];
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}) {
  const baseId = useId();
  const [choice, setChoice] = useState<PrivacyChoice | null>(savedChoice);
  const [isSaving, setIsSaving] = useState(false);
  const [wasOpen, setWasOpen] = useState(isOpen);
  const timer = useRef<number | undefined>(undefined);
  if (isOpen !== wasOpen) {
    setWasOpen(isOpen);
    if (isOpen) setChoice(savedChoice());
  }

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const save = () => {
    if (!choice || isSaving) return;
    setIsSaving(true);
    timer.current = window.setTimeout(() => {
      saveConsent(withAdvertising(readSavedConsent(), choice === "continue"));
      setIsSaving(false);
      onOpenChange(false);
      toast({ title: messages.toastTitle, description: messages.toastText });
    }, PRIVACY_SAVE_DELAY_MS);
  };

  const options: { value: PrivacyChoice; label: string; text: string }[] = [
    { value: "continue", label: messages.continueLabel, text: messages.continueText },
    { value: "opt-out", label: messages.optOutLabel, text: messages.optOutText },
  ];

  return (
    <DialogFrame
      isOpen={isOpen}
      onOpenChange={(open) => (isSaving ? undefined : onOpenChange(open))}
      title={messages.title}
      description={messages.description}
      closeLabel={messages.close}
      testId="privacy-choices-dialog"
    >
      <RadioGroup.Root
        aria-label={messages.groupLabel}
        value={choice ?? ""}
        onValueChange={(value) => setChoice(value as PrivacyChoice)}
        disabled={isSaving}
        className="mt-4 grid gap-3"
      >
        {options.map((option) => {
          const id = `${baseId}-${option.value}`;
          return (
            <label
              key={option.value}
              htmlFor={id}
              className="flex cursor-pointer items-start gap-3 rounded-md border p-3 has-[[data-state=checked]]:border-primary has-[[data-state=checked]]:bg-accent/50"
            >
              <RadioGroup.Item
                id={id}
                value={option.value}
                aria-describedby={`${id}-text`}
                className="mt-0.5 inline-flex size-4 shrink-0 items-center justify-center rounded-full border border-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
              >
                <RadioGroup.Indicator className="block size-2 rounded-full bg-primary" />
              </RadioGroup.Item>
              <span>
                <span className="block text-sm font-medium">{option.label}</span>
                <span id={`${id}-text`} className="mt-0.5 block text-xs text-muted-foreground">
                  {option.text}
                </span>
              </span>
            </label>
          );
        })}
      </RadioGroup.Root>
      <div className="mt-6 flex justify-end gap-2">
        <Button variant="outline" disabled={isSaving} onClick={() => onOpenChange(false)}>
          {messages.cancel}
        </Button>
        <Button disabled={!choice || isSaving} onClick={save} aria-live="polite">
          {isSaving ? messages.saving : messages.save}
        </Button>
      </div>
    </DialogFrame>
  );
}
