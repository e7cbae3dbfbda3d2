import "server-only";
import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { db } from "@/lib/db";
import { loginSchema } from "./schema";
import { signInWithLimits } from "./login";
import { authSecret, SESSION_MAX_AGE_S, sessionCookieName, sessionCookieOptions } from "./session";
import { clientAddressFromHeaders } from "@/lib/api/client-address";
import { containsUnsafeText } from "@/lib/api/safe-text";

/**
 * next-auth itself (app/api/auth/[...nextauth]): the same Credentials check, the same JWT cookie
 * as /api/login, carrying the user id and session version.
 */
export function authOptions(): NextAuthOptions {
  const { maxAge: _maxAge, ...cookieOptions } = sessionCookieOptions();
  void _maxAge;
  return {
    secret: authSecret(),
    session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_S },
    cookies: { sessionToken: { name: sessionCookieName(), options: cookieOptions } },
    pages: { signIn: "/auth" },
    providers: [
      CredentialsProvider({
        name: "credentials",
        credentials: { identifier: { label: "Username or email", type: "text" }, password: { label: "Password", type: "password" } },
        // The same login limits as /api/login: this route must not be a way around them.
        async authorize(credentials, req) {
          const parsed = loginSchema.safeParse(credentials);
          if (!parsed.success || containsUnsafeText(parsed.data)) return null;
          const headers = (req?.headers ?? {}) as Record<string, string | string[] | undefined>;
          const header = (name: string) => {
            const value = headers[name];
            return Array.isArray(value) ? (value[0] ?? null) : (value ?? null);
          };
          try {
            const user = await signInWithLimits(parsed.data, clientAddressFromHeaders(header));
            return { id: user.id, name: user.name ?? user.username, email: user.email, sv: user.sessionVersion };
          } catch {
            return null;
          }
        },
      }),
    ],
    callbacks: {
      async jwt({ token, user }) {
        if (user) return { sub: user.id, sv: (user as { sv?: number }).sv ?? 0 };
        return token;
      },
      async session({ session, token }) {
        const current = token.sub ? await db().user.findUnique({ where: { id: token.sub }, select: { sessionVersion: true } }) : null;
        if (!current || current.sessionVersion !== token.sv) return { expires: session.expires };
        return { ...session, user: { ...session.user, id: token.sub } };
      },
    },
  };
}
