// Helpers for calling route handlers directly with Request objects, as a browser on this site would.
import { SOCKET_ADDRESS_HEADER } from "@/lib/api/client-address";

export const ORIGIN = "http://localhost:3000";

type Handler = (req: Request, ctx: { params: Promise<Record<string, string | string[]>> }) => Promise<Response>;

let addressCounter = 0;
/** A fresh client address, so per-address limits of one test do not leak into the next. */
export function freshAddress(): string {
  addressCounter += 1;
  return `10.${Math.floor(addressCounter / 250) % 250}.${addressCounter % 250}.${Math.floor(Math.random() * 250)}`;
}

export type CallOptions = {
  method?: string;
  path?: string;
  body?: unknown;
  /** Raw body text (sent as is). */
  raw?: string;
  cookie?: string | null;
  headers?: Record<string, string>;
  address?: string;
};

export async function call(handler: Handler, { method = "POST", path = "/api/test", body, raw, cookie, headers = {}, address }: CallOptions = {}) {
  const init: RequestInit = {
    method,
    headers: {
      origin: ORIGIN,
      "sec-fetch-site": "same-origin",
      [SOCKET_ADDRESS_HEADER]: address ?? "127.0.0.1",
      ...(body !== undefined || raw !== undefined ? { "content-type": "application/json" } : {}),
      ...(cookie ? { cookie } : {}),
      ...headers,
    },
  };
  if (raw !== undefined) init.body = raw;
  else if (body !== undefined) init.body = JSON.stringify(body);
  const response = await handler(new Request(`${ORIGIN}${path}`, init), { params: Promise.resolve({}) });
  const text = await response.text();
  let json: Record<string, unknown> = {};
  try {
    json = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    json = { text };
  }
  return { status: response.status, json, headers: response.headers, cookie: sessionCookieFrom(response) };
}

/** "name=value" of the session cookie a response sets (null when it clears or sets none). */
export function sessionCookieFrom(response: Response): string | null {
  for (const header of response.headers.getSetCookie()) {
    const [pair] = header.split(";");
    if (pair && /session-token=./.test(pair)) return pair;
  }
  return null;
}
