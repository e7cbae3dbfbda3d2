// Travelpayouts (Aviasales Data API) flight prices: GET /aviasales/v3/prices_for_dates per route,
// answered as { success, data: [{ origin, destination, origin_airport, destination_airport, price,
// airline, flight_number, departure_at, return_at, transfers, return_transfers, duration, link }],
// currency }, or { success: false, data: null, error } on failure. Each entry becomes a candidate
// row of the common feed shape; the pipeline does the rest (validation, rates, history, expiry).
// Switched on by TRAVELPAYOUTS_TOKEN; a request that fails (401, 429, timeout) is a feed-level
// problem recorded in the run, never an exception.
import type { PartnerDefinition } from "../partners";
import type { AdapterOutput, Candidate, RowProblem } from "./adapters";
import { env, type Env } from "@/lib/env";

/** The routes we ask prices for, as IATA city codes (one place to edit). */
export const TRAVELPAYOUTS_ROUTES: ReadonlyArray<readonly [string, string]> = [
  ["NYC", "LON"],
  ["NYC", "PAR"],
  ["NYC", "BCN"],
  ["LON", "BCN"],
  ["LON", "ROM"],
  ["LON", "LIS"],
  ["PAR", "TYO"],
  ["LAX", "TYO"],
  ["BER", "BKK"],
  ["MIA", "CUN"],
];

/** City and airport codes of the bundled places (prisma/data/destinations.txt) -> place slug. */
export const IATA_PLACES: Readonly<Record<string, { slug: string; name: string }>> = Object.fromEntries(
  (
    [
      ["new-york", "New York", ["NYC", "JFK", "EWR", "LGA"]],
      ["los-angeles", "Los Angeles", ["LAX"]],
      ["chicago", "Chicago", ["CHI", "ORD", "MDW"]],
      ["miami", "Miami", ["MIA"]],
      ["toronto", "Toronto", ["YTO", "YYZ"]],
      ["cancun", "Cancun", ["CUN"]],
      ["london", "London", ["LON", "LHR", "LGW", "STN", "LTN", "LCY"]],
      ["paris", "Paris", ["PAR", "CDG", "ORY"]],
      ["amsterdam", "Amsterdam", ["AMS"]],
      ["berlin", "Berlin", ["BER"]],
      ["rome", "Rome", ["ROM", "FCO", "CIA"]],
      ["madrid", "Madrid", ["MAD"]],
      ["barcelona", "Barcelona", ["BCN"]],
      ["lisbon", "Lisbon", ["LIS"]],
      ["dubai", "Dubai", ["DXB"]],
      ["tokyo", "Tokyo", ["TYO", "NRT", "HND"]],
      ["bangkok", "Bangkok", ["BKK", "DMK"]],
      ["singapore", "Singapore", ["SIN"]],
      ["sydney", "Sydney", ["SYD"]],
    ] as const
  ).flatMap(([slug, name, codes]) => codes.map((code) => [code, { slug, name }])),
);

/** Airline names for the IATA codes travellers meet most on these routes (else the code). */
const AIRLINES: Readonly<Record<string, string>> = {
  AA: "American Airlines", AF: "Air France", AZ: "ITA Airways", BA: "British Airways", DL: "Delta Air Lines",
  EK: "Emirates", FR: "Ryanair", IB: "Iberia", JL: "Japan Airlines", KL: "KLM", LH: "Lufthansa", NH: "ANA",
  QR: "Qatar Airways", TG: "Thai Airways", TP: "TAP Air Portugal", U2: "easyJet", UA: "United Airlines",
  VY: "Vueling", B6: "JetBlue", AM: "Aeroméxico", TK: "Turkish Airlines", VS: "Virgin Atlantic",
};

export type TravelpayoutsConfig = {
  token: string;
  /** The affiliate marker added to every partner link. */
  marker: string;
  apiBase: string;
  routes: ReadonlyArray<readonly [string, string]>;
  timeoutMs: number;
};

/** The configuration from the environment, or null when TRAVELPAYOUTS_TOKEN is unset. */
export function travelpayoutsConfig(vars: Env = env()): TravelpayoutsConfig | null {
  const token = vars.TRAVELPAYOUTS_TOKEN;
  if (!token) return null;
  const routes = vars.TRAVELPAYOUTS_ROUTES
    ? vars.TRAVELPAYOUTS_ROUTES.split(",")
        .map((route) => route.trim().toUpperCase().split("-"))
        .filter((pair): pair is [string, string] => pair.length === 2 && pair.every((code) => /^[A-Z]{3}$/.test(code)))
    : TRAVELPAYOUTS_ROUTES;
  return {
    token,
    marker: vars.TRAVELPAYOUTS_MARKER ?? "",
    apiBase: (vars.TRAVELPAYOUTS_API_BASE ?? "https://api.travelpayouts.com").replace(/\/+$/, ""),
    routes,
    timeoutMs: vars.TRAVELPAYOUTS_TIMEOUT_MS ?? 10_000,
  };
}

/** The partner row: its link is Aviasales' search path of the fare (the deal's external id) plus our marker. */
export function travelpayoutsPartner(marker: string): PartnerDefinition {
  const query = marker ? `?marker=${encodeURIComponent(marker)}` : "";
  return {
    slug: "aviasales",
    name: "Aviasales",
    website: "https://www.aviasales.com",
    linkTemplate: `https://www.aviasales.com/search/{externalId}${query}`,
    feed: "travelpayouts",
  };
}

const text = (value: unknown) => (typeof value === "string" && value.trim() ? value.trim() : undefined);
const count = (value: unknown) => (typeof value === "number" && Number.isInteger(value) && value >= 0 ? value : null);

/** The fare's Aviasales search code from its link ("/search/LON2101BCN03021?t=..." -> "LON2101BCN03021"). */
function searchCode(link: unknown): string | undefined {
  const match = typeof link === "string" ? /^\/search\/([A-Z0-9]{8,40})(?:[?#]|$)/.exec(link) : null;
  return match?.[1];
}

function stops(value: number | null): string {
  if (value === null) return "";
  return value === 0 ? "non-stop" : value === 1 ? "1 stop" : `${value} stops`;
}

/**
 * Reads one prices_for_dates response body. Entries that cannot be a deal (no price, an airport we
 * do not know, no search link) are reported by position; fares sharing a search link (same route
 * and dates) keep the cheapest, since the link opens the same search.
 */
export function readTravelpayoutsResponse(body: string, route = "response"): AdapterOutput {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch (error) {
    return { candidates: [], problems: [{ ref: "feed", message: `${route}: not valid JSON: ${(error as Error).message}` }] };
  }
  const response = parsed as { success?: unknown; data?: unknown; currency?: unknown; error?: unknown } | null;
  if (!response || response.success !== true || !Array.isArray(response.data)) {
    const reason = text(response?.error) ?? "the response has no data array";
    return { candidates: [], problems: [{ ref: "feed", message: `${route}: ${reason}` }] };
  }
  const currency = (text(response.currency) ?? "usd").toUpperCase();
  const problems: RowProblem[] = [];
  const byCode = new Map<string, Candidate & { price: number }>();
  response.data.forEach((item: unknown, index) => {
    const ref = `${route} fare ${index + 1}`;
    if (!item || typeof item !== "object") {
      problems.push({ ref, message: "not a fare object" });
      return;
    }
    const fare = item as Record<string, unknown>;
    const code = searchCode(fare.link);
    if (!code) {
      problems.push({ ref, message: "link: not an Aviasales search path" });
      return;
    }
    const fromCode = text(fare.origin_airport) ?? text(fare.origin);
    const toCode = text(fare.destination_airport) ?? text(fare.destination);
    const from = fromCode ? (IATA_PLACES[fromCode] ?? IATA_PLACES[text(fare.origin) ?? ""]) : undefined;
    const to = toCode ? (IATA_PLACES[toCode] ?? IATA_PLACES[text(fare.destination) ?? ""]) : undefined;
    if (!from || !to) {
      problems.push({ ref, externalId: code, message: `unknown airport ${!from ? fromCode : toCode}` });
      return;
    }
    const airlineCode = text(fare.airline);
    const airline = airlineCode ? (AIRLINES[airlineCode] ?? airlineCode) : null;
    const departure = text(fare.departure_at);
    const returning = text(fare.return_at);
    const departureDay = departure?.slice(0, 10);
    const flight = airlineCode && (typeof fare.flight_number === "string" || typeof fare.flight_number === "number") ? `${airlineCode} ${fare.flight_number}` : null;
    const outStops = count(fare.transfers);
    const backStops = count(fare.return_transfers);
    const duration = count(fare.duration) ?? count(fare.duration_to);
    const title = `${returning ? "Round trip" : "One way"} ${from.name} to ${to.name}${airline ? ` on ${airline}` : ""}`;
    const details = [flight, stops(outStops) && `${stops(outStops)} out`, returning && backStops !== null ? `${stops(backStops)} back` : null].filter(Boolean);
    const price = typeof fare.price === "number" ? fare.price : Number.NaN;
    const candidate = {
      ref,
      price,
      data: {
        externalId: code,
        kind: "flight",
        title,
        description: `Fare found by Aviasales travellers for ${from.name} to ${to.name}${departureDay ? ` leaving ${departureDay}` : ""}${details.length ? ` (${details.join(", ")})` : ""}. Prices are cached: check the fare on Aviasales.`,
        provider: airline,
        origin: from.slug,
        destination: to.slug,
        startDate: departureDay,
        endDate: returning?.slice(0, 10) ?? departureDay,
        // A fare is good until its departure day.
        validUntil: departureDay,
        price: fare.price,
        originalPrice: null,
        currency,
        includes: {
          roundTrip: Boolean(returning),
          airline: airlineCode ?? null,
          flight,
          transfers: outStops,
          returnTransfers: returning ? backStops : null,
          durationMinutes: duration,
        },
        images: [],
        themes: [],
      },
    };
    const kept = byCode.get(code);
    if (!kept || (Number.isFinite(price) && !(kept.price <= price))) byCode.set(code, candidate);
  });
  return { candidates: [...byCode.values()].map(({ ref, data }) => ({ ref, data })), problems };
}

/**
 * The fares asked per route: one page of prices_for_dates, `limit` fares (the API allows up to
 * 1,000 a page; a page of 30 is about 10 KB of JSON).
 */
export const TRAVELPAYOUTS_PAGE_SIZE = 30;
/**
 * A route's response read at most: 512 KB, room for a page of the API's own maximum of 1,000
 * fares, and the whole memory a route can take. The body is read as it arrives and the request
 * is dropped past it (a broken or hostile server cannot fill the importer's heap).
 */
export const TRAVELPAYOUTS_MAX_RESPONSE_BYTES = 512 * 1024;
/** Routes asked at once: memory holds at most this many responses in flight. */
const ROUTES_AT_ONCE = 4;

class ResponseTooLarge extends Error {}

/** The body as text, read chunk by chunk and given up past `maxBytes` (declared or received). */
async function readCapped(response: Response, maxBytes: number): Promise<string> {
  const declared = Number(response.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel();
    throw new ResponseTooLarge(`${declared} bytes`);
  }
  if (!response.body) return "";
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let received = 0;
  let body = "";
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    received += value.byteLength;
    if (received > maxBytes) {
      await reader.cancel();
      throw new ResponseTooLarge(`more than ${maxBytes} bytes`);
    }
    body += decoder.decode(value, { stream: true });
  }
  return body + decoder.decode();
}

/** Runs `task` over `items`, at most `limit` at a time, results in the items' order. */
async function inTurns<T, R>(items: readonly T[], limit: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

function describeStatus(status: number): string {
  if (status === 401 || status === 403) return `HTTP ${status}: the token was refused`;
  if (status === 429) return "HTTP 429: rate limited, try again later";
  return `HTTP ${status}`;
}

/**
 * Fetches every configured route (one page of TRAVELPAYOUTS_PAGE_SIZE fares each, a few routes
 * at a time, each response read up to TRAVELPAYOUTS_MAX_RESPONSE_BYTES) and merges the fares:
 * memory is bounded by the number of routes, whatever a server sends. A route that fails adds a
 * feed-level problem naming the route and the reason (the run then expires nothing, since part of
 * the catalogue is missing); when every route fails the run is recorded as failed.
 */
export async function fetchTravelpayouts(config: TravelpayoutsConfig, fetchImpl: typeof fetch = fetch): Promise<AdapterOutput> {
  const results = await inTurns(
    config.routes,
    ROUTES_AT_ONCE,
    async ([origin, destination]): Promise<AdapterOutput> => {
      const route = `${origin}-${destination}`;
      const url = new URL(`${config.apiBase}/aviasales/v3/prices_for_dates`);
      for (const [key, value] of Object.entries({ origin, destination, currency: "usd", sorting: "price", one_way: "false", limit: String(TRAVELPAYOUTS_PAGE_SIZE), page: "1" })) {
        url.searchParams.set(key, value);
      }
      try {
        const response = await fetchImpl(url, {
          headers: { "X-Access-Token": config.token, Accept: "application/json" },
          signal: AbortSignal.timeout(config.timeoutMs),
        });
        if (!response.ok) {
          await response.body?.cancel();
          return { candidates: [], problems: [{ ref: "feed", message: `${route}: ${describeStatus(response.status)}` }] };
        }
        const body = await readCapped(response, TRAVELPAYOUTS_MAX_RESPONSE_BYTES);
        return readTravelpayoutsResponse(body, route);
      } catch (error) {
        if (error instanceof ResponseTooLarge) {
          const message = `${route}: response too large (${error.message}; at most ${TRAVELPAYOUTS_MAX_RESPONSE_BYTES} read for a page of ${TRAVELPAYOUTS_PAGE_SIZE} fares): not read`;
          return { candidates: [], problems: [{ ref: "feed", message }] };
        }
        // AbortSignal.timeout rejects with a DOMException named TimeoutError (not always an Error instance).
        const { name, message } = (error ?? {}) as { name?: string; message?: string };
        const reason = name === "TimeoutError" || name === "AbortError" ? `timed out after ${config.timeoutMs} ms` : `request failed: ${message ?? String(error)}`;
        return { candidates: [], problems: [{ ref: "feed", message: `${route}: ${reason}` }] };
      }
    },
  );
  return { candidates: results.flatMap((result) => result.candidates), problems: results.flatMap((result) => result.problems) };
}
