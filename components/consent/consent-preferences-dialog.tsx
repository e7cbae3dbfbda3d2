"use client";

import { Switch } from "radix-ui";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { customPreferences, OPTIONAL_CONSENT_FLAGS } from "@/lib/consent/consent";
import { readSavedConsent, saveConsent } from "@/lib/consent/consent-store";
import type { ConsentMessages, ConsentToggleKey } from "./consent-messages";
import { DialogFrame } from "./dialog-frame";

type OptionalFlag = (typeof OPTIONAL_CONSENT_FLAGS)[number];
type Choice = Record<OptionalFlag, boolean>;

const TOGGLES: { flag: OptionalFlag; key: ConsentToggleKey; isAdvertising?: boolean }[] = [
  { flag: "analytics_storage", key: "analytics" },
  { flag: "ad_storage", key: "adStorage", isAdvertising: true },
  { flag: "ad_user_data", key: "adUserData", isAdvertising: true },
  { flag: "ad_personalization", key: "adPersonalization", isAdvertising: true },
  { flag: "personalization_storage", key: "personalization" },
];

/** The saved choice, or every optional flag off: consent is never pre-ticked. */
function initialChoice(): Choice {
  const saved = readSavedConsent();
  return Object.fromEntries(OPTIONAL_CONSENT_FLAGS.map((flag) => [flag, saved?.[flag] ?? false])) as Choice;
}

function ConsentSwitch({ id, checked, disabled, onCheckedChange }: { id: string; checked: boolean; disabled?: boolean; onCheckedChange?: (checked: boolean) => void }) {
  return (
    <Switch.Root
      id={id}
      checked={checked}
      disabled={disabled}
      onCheckedChange={onCheckedChange}
      className="peer inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full border-2 border-transparent bg-input transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-60 data-[state=checked]:bg-primary"
    >
      <Switch.Thumb className="pointer-events-none block size-5 rounded-full bg-background shadow-lg ring-0 transition-transform data-[state=checked]:translate-x-5 data-[state=unchecked]:translate-x-0 rtl:data-[state=checked]:-translate-x-5" />
    </Switch.Root>
  );
}

function Row({ id, title, text, control }: { id: string; title: string; text: string; control: React.ReactNode }) {
  return (
    <div className="flex items-start justify-between gap-4 py-3">
      <div>
        <label htmlFor={id} className="text-sm font-medium">
          {title}
        </label>
        <p id={`${id}-text`} className="mt-0.5 text-xs text-muted-foreground">
          {text}
        </p>
      </div>
      {control}
    </div>
  );
}

/** 'Privacy Preferences': essential cookies always on, five switches, Save Preferences. */
export default function ConsentPreferencesDialog({
  messages,
  isOpen,
  onOpenChange,
}: {
  messages: ConsentMessages["preferences"];
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}) {
  const baseId = useId();
  const [choice, setChoice] = useState<Choice>(initialChoice);
  const [wasOpen, setWasOpen] = useState(isOpen);
  if (isOpen !== wasOpen) {
    // Each opening starts from the saved choice.
    setWasOpen(isOpen);
    if (isOpen) setChoice(initialChoice());
  }

  const renderToggle = ({ flag, key }: (typeof TOGGLES)[number]) => {
    const id = `${baseId}-${flag}`;
    return (
      <Row
        key={flag}
        id={id}
        title={messages.toggles[key].title}
        text={messages.toggles[key].text}
        control={<ConsentSwitch id={id} checked={choice[flag]} onCheckedChange={(checked) => setChoice((current) => ({ ...current, [flag]: checked }))} />}
      />
    );
  };

  const essentialId = `${baseId}-essential`;
  return (
    <DialogFrame
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={messages.title}
      description={messages.description}
      closeLabel={messages.close}
      testId="consent-preferences-dialog"
    >
      <div className="mt-4 divide-y">
        <Row
          id={essentialId}
          title={messages.essentialTitle}
          text={messages.essentialText}
          control={
            <div className="flex shrink-0 items-center gap-2">
              <span className="text-xs font-medium text-primary">{messages.alwaysActive}</span>
              <ConsentSwitch id={essentialId} checked disabled />
            </div>
          }
        />
        {TOGGLES.filter((toggle) => !toggle.isAdvertising).slice(0, 1).map(renderToggle)}
        <fieldset className="py-1">
          <legend className="pt-3 text-xs font-semibold uppercase tracking-wide text-muted-foreground">{messages.advertisingGroup}</legend>
          {TOGGLES.filter((toggle) => toggle.isAdvertising).map(renderToggle)}
        </fieldset>
        {TOGGLES.filter((toggle) => !toggle.isAdvertising).slice(1).map(renderToggle)}
      </div>
      <div className="mt-6 flex justify-end">
        <Button
          onClick={() => {
            saveConsent(customPreferences(choice));
            onOpenChange(false);
          }}
        >
          {messages.save}
        </Button>
      </div>
    </DialogFrame>
  );
}
