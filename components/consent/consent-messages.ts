// The strings of the consent banner and dialogs, translated on the server (app/[locale]/layout.tsx)
// and handed to the client components as props.
export type ConsentToggleKey = "analytics" | "adStorage" | "adUserData" | "adPersonalization" | "personalization";

export type ConsentMessages = {
  banner: { label: string; title: string; text: string; acceptAll: string; rejectAll: string; customize: string; policy: string };
  preferences: {
    title: string;
    description: string;
    essentialTitle: string;
    essentialText: string;
    alwaysActive: string;
    advertisingGroup: string;
    toggles: Record<ConsentToggleKey, { title: string; text: string }>;
    save: string;
    close: string;
  };
  privacy: {
    title: string;
    description: string;
    groupLabel: string;
    continueLabel: string;
    continueText: string;
    optOutLabel: string;
    optOutText: string;
    save: string;
    saving: string;
    cancel: string;
    close: string;
    toastTitle: string;
    toastText: string;
  };
};
