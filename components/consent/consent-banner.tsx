"use client";

import { buttonVariants } from "@/components/ui/button-variants";
import { Icon } from "@/components/ui/icon";
import { ACCEPT_ALL, REJECT_ALL } from "@/lib/consent/consent";
import { saveConsent } from "@/lib/consent/consent-store";
import type { ConsentMessages } from "./consent-messages";

type ConsentBannerProps = { messages: ConsentMessages["banner"]; policyHref: string; onCustomize: () => void };

/**
 * The first-visit banner, fixed at the bottom so it never shifts the page. Full width on small
 * screens; a card at the start corner on wide ones, clear of the scroll-to-top button and toasts.
 * Always in the HTML, shown only while <html> has the consent-needed attribute (ConsentManager).
 */
export default function ConsentBanner({ messages, policyHref, onCustomize }: ConsentBannerProps) {
  return (
    <section
      aria-label={messages.label}
      data-testid="consent-banner"
      className="fixed inset-x-0 bottom-0 z-40 hidden [html[data-consent-needed]_&]:block border-t bg-background p-4 shadow-[0_-4px_16px_rgba(0,0,0,0.12)] md:inset-x-auto md:bottom-4 md:start-4 md:max-w-lg md:rounded-lg md:border"
    >
      <div className="flex items-start gap-3">
        <Icon name="cookie" className="mt-0.5 size-5 shrink-0 text-primary" />
        <div>
          <h2 className="text-base font-semibold">{messages.title}</h2>
          <p className="mt-1 text-sm text-muted-foreground">
            {messages.text}{" "}
            <a href={policyHref} className="font-medium text-primary underline underline-offset-4">
              {messages.policy}
            </a>
          </p>
        </div>
      </div>
      <div className="mt-4 flex flex-wrap justify-end gap-2">
        {/* Plain buttons with the button classes: the banner is in every page's bundle, Radix Slot and tailwind-merge are not. */}
        <button type="button" className={buttonVariants({ variant: "ghost", size: "sm" })} onClick={onCustomize}>
          {messages.customize}
        </button>
        <button type="button" data-consent-choice="reject" className={buttonVariants({ variant: "outline", size: "sm" })} onClick={() => saveConsent(REJECT_ALL)}>
          {messages.rejectAll}
        </button>
        <button type="button" data-consent-choice="accept" className={buttonVariants({ size: "sm" })} onClick={() => saveConsent(ACCEPT_ALL)}>
          {messages.acceptAll}
        </button>
      </div>
    </section>
  );
}
