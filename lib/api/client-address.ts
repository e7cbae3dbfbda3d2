// The client's network address, for per-address rate limits.
//
// Route handlers see no socket, and X-Forwarded-For alone can be forged. The production server
// (server/app-server.ts) stamps every request with SOCKET_ADDRESS_HEADER from the real
// socket, overwriting whatever the client sent. X-Forwarded-For is believed only when
// TRUST_PROXY=1, i.e. when the app sits behind a proxy that sets it.
import { SOCKET_ADDRESS_HEADER } from "@/lib/server-edge";
import { env } from "@/lib/env";

export { SOCKET_ADDRESS_HEADER };

export function isProxyTrusted(): boolean {
  return env().TRUST_PROXY === "1";
}

/** The address from a header reader (a Request's headers, or next-auth's plain header object). */
export function clientAddressFromHeaders(header: (name: string) => string | null | undefined): string {
  const socket = header(SOCKET_ADDRESS_HEADER)?.trim() || "unknown";
  if (!isProxyTrusted()) return socket;
  const forwarded = header("x-forwarded-for")?.split(",")[0]?.trim();
  return forwarded || socket;
}

export function clientAddress(req: Request): string {
  return clientAddressFromHeaders((name) => req.headers.get(name));
}
