// The admin tabs: a plain module, so the server pages and the client tabs share one list.
export const ADMIN_TABS = ["users", "news", "reviews", "tips"] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];
