// The client's network address, for per-address rate limits.
//
// `next start` exposes no socket to route handlers, and it fills X-Forwarded-For from the socket
// only when the client sent none, so that header alone can be forged. instrumentation.ts stamps
// every incoming request with SOCKET_ADDRESS_HEADER (overwriting whatever the client sent) from
// the real socket. X-Forwarded-For is believed only when TRUST_PROXY=1, i.e. when the app sits
// behind a proxy that sets it.
export const SOCKET_ADDRESS_HEADER = "x-wb-socket-address";

export function isProxyTrusted(): boolean {
  return process.env.TRUST_PROXY === "1";
}

export function clientAddress(req: Request): string {
  const socket = req.headers.get(SOCKET_ADDRESS_HEADER)?.trim() || "unknown";
  if (!isProxyTrusted()) return socket;
  const forwarded = req.headers.get("x-forwarded-for")?.split(",")[0]?.trim();
  return forwarded || socket;
}
