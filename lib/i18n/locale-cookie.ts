/** The cookie that remembers a visitor's language choice (read by the proxy, written on a switch). */
export const localeCookie = { name: "NEXT_LOCALE", maxAge: 60 * 60 * 24 * 365, sameSite: "lax" } as const;
