// Issue 31's flood measurement for `npm run bench` (bench/run.mjs): one client asks new searches on
// 50 connections (every request a search nobody asked before, so each one is a render), and while it
// does, another client reads a stored deal page and, now and then, asks a new search of its own, the
// way a person does. The render budget (server/render-budget.ts) should answer the flooding
// client 429 and keep the server for everyone else.
//
// The clients are told apart by X-Forwarded-For: the bench server trusts it (TRUST_PROXY=1 in
// bench/lib/server-env.mjs), and every other part of the bench sends none, so its load keeps coming
// from the loopback address the budget exempts.
import autocannon from "autocannon";

/** Documentation addresses (RFC 5737): the flooding client and the other visitor. */
export const FLOODER_ADDRESS = "203.0.113.50";
export const VISITOR_ADDRESS = "198.51.100.7";
const FLOOD_CONNECTIONS = 50;
const FLOOD_SECONDS = 12;
/** The flood runs this long before the visitor is measured (its burst spent, the 429s begun). */
const FLOOD_HEAD_START_MS = 2000;
const VISITOR_SECONDS = 8;
/** The visitor's own new searches: one every 400 ms, fewer than its burst allows in the window. */
const VISITOR_SEARCH_EVERY_MS = 400;

const percentile = (sorted, share) => (sorted.length ? Math.round(sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))]) : 0);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** autocannon on one address for `seconds`, counting answers by status and timing them. */
async function hammer({ url, connections, seconds, address, uncached }) {
  const times = [];
  const statuses = new Map();
  let sequence = 0;
  const requests = uncached
    ? [{ setupRequest: (request) => ({ ...request, path: `${request.path}&n=${address}-${++sequence}` }) }]
    : undefined;
  const instance = autocannon({ url, connections, duration: seconds, timeout: 10, requests, headers: { "x-forwarded-for": address } });
  instance.on("response", (_client, status, _bytes, responseTime) => {
    times.push(responseTime);
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
  });
  const result = await instance;
  times.sort((a, b) => a - b);
  return { result, statuses, p50: percentile(times, 0.5), p99: percentile(times, 0.99) };
}

/** The visitor's new searches, paced: each one's time to the whole answer, and its status. */
async function pacedSearches({ baseUrl, seconds, address }) {
  const times = [];
  const statuses = new Map();
  const end = Date.now() + seconds * 1000;
  for (let index = 0; Date.now() < end; index += 1) {
    const started = performance.now();
    const response = await fetch(`${baseUrl}/search?q=lisbon&kind=hotel&n=visitor-${Date.now()}-${index}`, { headers: { "x-forwarded-for": address } });
    await response.arrayBuffer();
    times.push(performance.now() - started);
    statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
    await sleep(Math.max(0, VISITOR_SEARCH_EVERY_MS - (performance.now() - started)));
  }
  times.sort((a, b) => a - b);
  return { count: times.length, statuses, p95: percentile(times, 0.95) };
}

const statusText = (statuses) =>
  [...statuses]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${count} x ${status}`)
    .join(", ");

/**
 * The flood and the other visitor, at the same time.
 * @param {{ baseUrl: string, dealPath: string }} options
 * @returns {Promise<{ flooderRequests: number, flooder429: number, flooderStatuses: string, storedP50: number, storedP99: number, storedRps: number, storedStatuses: string, ownSearches: number, ownSearchP95: number, ownSearchStatuses: string, ownSearchRefused: number }>}
 */
export async function measureFlood({ baseUrl, dealPath }) {
  const dealUrl = `${baseUrl}${dealPath}`;
  // The deal page is stored before the flood begins (a visitor's ordinary read).
  for (let i = 0; i < 2; i += 1) await (await fetch(dealUrl, { headers: { "x-forwarded-for": VISITOR_ADDRESS } })).arrayBuffer();
  const flood = hammer({ url: `${baseUrl}/search?q=beach`, connections: FLOOD_CONNECTIONS, seconds: FLOOD_SECONDS, address: FLOODER_ADDRESS, uncached: true });
  await sleep(FLOOD_HEAD_START_MS);
  const [stored, own] = await Promise.all([
    hammer({ url: dealUrl, connections: 2, seconds: VISITOR_SECONDS, address: VISITOR_ADDRESS, uncached: false }),
    pacedSearches({ baseUrl, seconds: VISITOR_SECONDS, address: VISITOR_ADDRESS }),
  ]);
  const flooded = await flood;
  const run = {
    flooderRequests: flooded.result.requests.total,
    flooder429: flooded.statuses.get(429) ?? 0,
    flooderStatuses: statusText(flooded.statuses),
    storedP50: stored.p50,
    storedP99: stored.p99,
    storedRps: stored.result.requests.average,
    storedStatuses: statusText(stored.statuses),
    ownSearches: own.count,
    ownSearchP95: own.p95,
    ownSearchStatuses: statusText(own.statuses),
    ownSearchRefused: own.count - (own.statuses.get(200) ?? 0),
  };
  process.stdout.write(
    `  flooder: ${run.flooderStatuses}; the other visitor's stored deal page p99 ${run.storedP99} ms (${run.storedStatuses}), its own new searches p95 ${run.ownSearchP95} ms (${run.ownSearchStatuses})\n`,
  );
  return run;
}
