// A small Stripe-compatible HTTP server for tests: exactly the REST endpoints Wander Bold calls,
// form-encoded requests, Stripe-shaped JSON, and the Idempotency-Key header honoured (a replay
// answers the first response). The official `stripe` SDK is pointed at it with host/port/protocol.
import http from "node:http";
import type { AddressInfo } from "node:net";

type Json = Record<string, unknown>;
type Params = Record<string, unknown>;

/** Decodes a form body (a[b][0]=c) into nested objects/arrays, as Stripe reads it. */
export function decodeForm(body: string): Params {
  const out: Params = {};
  for (const pair of body.split("&")) {
    if (!pair) continue;
    const [rawKey, rawValue = ""] = pair.split("=");
    const key = decodeURIComponent(rawKey!.replace(/\+/g, " "));
    const value = decodeURIComponent(rawValue.replace(/\+/g, " "));
    const parts = key.split(/\[|\]\[|\]/).filter((part, i) => part !== "" || i === 0);
    let node: Record<string, unknown> = out;
    parts.forEach((part, i) => {
      const last = i === parts.length - 1;
      const name = part === "" ? String(Object.keys(node).length) : part;
      if (last) node[name] = value;
      else node = (node[name] ??= {}) as Record<string, unknown>;
    });
  }
  return out;
}

function listOf(value: unknown): string[] {
  if (value === undefined) return [];
  if (typeof value === "string") return [value];
  return Object.values(value as Record<string, string>);
}

let counter = 0;
const newId = (prefix: string) => `${prefix}_test${Date.now().toString(36)}${(counter += 1).toString(36)}`;
const now = () => Math.floor(Date.now() / 1000);

export type FakeStripe = Awaited<ReturnType<typeof startStripeServer>>;

export async function startStripeServer(port = 0) {
  const products = new Map<string, Json>();
  const prices = new Map<string, Json>();
  const customers = new Map<string, Json>();
  const sessions = new Map<string, Json>();
  const subscriptions = new Map<string, Json>();
  const portalSessions: Json[] = [];
  const idempotent = new Map<string, { status: number; body: Json }>();
  const requests: Array<{ method: string; path: string; params: Params; idempotencyKey: string | null }> = [];
  let base = "";

  function error(status: number, message: string, code = "resource_missing") {
    return { status, body: { error: { type: "invalid_request_error", code, message } } };
  }

  function createPrice(params: Params): Json {
    const recurring = params.recurring as Params | undefined;
    const price = {
      id: newId("price"),
      object: "price",
      active: true,
      currency: params.currency ?? "usd",
      unit_amount: Number(params.unit_amount),
      lookup_key: params.lookup_key ?? null,
      product: params.product,
      recurring: recurring ? { interval: recurring.interval, interval_count: 1 } : null,
      type: recurring ? "recurring" : "one_time",
      metadata: params.metadata ?? {},
      created: now(),
    };
    prices.set(price.id, price);
    return price;
  }

  function subscriptionFor(session: Json, status = "active"): Json {
    const price = prices.get(session.price as string)!;
    const interval = (price.recurring as Json).interval;
    const start = now();
    const end = start + (interval === "year" ? 365 : 30) * 86400;
    const subscription = {
      id: newId("sub"),
      object: "subscription",
      customer: session.customer,
      status,
      cancel_at_period_end: false,
      created: start,
      metadata: session.subscription_metadata ?? {},
      items: { object: "list", data: [{ id: newId("si"), object: "subscription_item", price, current_period_start: start, current_period_end: end, quantity: 1 }] },
    };
    subscriptions.set(subscription.id, subscription);
    return subscription;
  }

  function route(method: string, path: string, params: Params): { status: number; body: Json } {
    let m: RegExpMatchArray | null;
    if (method === "GET" && path === "/v1/prices") {
      const keys = listOf(params.lookup_keys);
      const data = [...prices.values()].filter((p) => (keys.length === 0 || keys.includes(p.lookup_key as string)) && (params.active === undefined || String(p.active) === params.active));
      return { status: 200, body: { object: "list", data: data.slice(0, Number(params.limit ?? 10)), has_more: false, url: "/v1/prices" } };
    }
    if (method === "POST" && path === "/v1/prices") {
      if (params.lookup_key && [...prices.values()].some((p) => p.lookup_key === params.lookup_key)) return error(400, "A price with this lookup_key already exists", "lookup_key_exists");
      return { status: 200, body: createPrice(params) };
    }
    if (method === "POST" && path === "/v1/products") {
      const id = (params.id as string) ?? newId("prod");
      if (products.has(id)) return error(400, "Product already exists", "resource_already_exists");
      const product = { id, object: "product", name: params.name, active: true, metadata: params.metadata ?? {}, created: now() };
      products.set(id, product);
      return { status: 200, body: product };
    }
    if (method === "GET" && (m = path.match(/^\/v1\/products\/([^/]+)$/))) {
      const product = products.get(m[1]!);
      return product ? { status: 200, body: product } : error(404, `No such product: '${m[1]}'`);
    }
    if (method === "POST" && path === "/v1/customers") {
      const customer = { id: newId("cus"), object: "customer", email: params.email ?? null, name: params.name ?? null, metadata: params.metadata ?? {}, created: now() };
      customers.set(customer.id, customer);
      return { status: 200, body: customer };
    }
    if (method === "POST" && path === "/v1/checkout/sessions") {
      const items = Object.values((params.line_items ?? {}) as Record<string, Params>);
      const priceId = items[0]?.price as string | undefined;
      if (!priceId || !prices.has(priceId)) return error(400, `No such price: '${priceId}'`);
      if (params.customer && !customers.has(params.customer as string)) return error(400, `No such customer: '${params.customer}'`);
      const id = newId("cs");
      const session = {
        id,
        object: "checkout.session",
        mode: params.mode,
        status: "open",
        payment_status: "unpaid",
        customer: params.customer ?? null,
        client_reference_id: params.client_reference_id ?? null,
        success_url: params.success_url,
        cancel_url: params.cancel_url,
        metadata: params.metadata ?? {},
        subscription: null,
        url: `${base}/c/pay/${id}`,
        price: priceId,
        subscription_metadata: (params.subscription_data as Params | undefined)?.metadata ?? {},
        created: now(),
      };
      sessions.set(id, session);
      return { status: 200, body: session };
    }
    if (method === "GET" && (m = path.match(/^\/v1\/checkout\/sessions\/([^/]+)$/))) {
      const session = sessions.get(m[1]!);
      return session ? { status: 200, body: session } : error(404, `No such checkout.session: '${m[1]}'`);
    }
    if ((m = path.match(/^\/v1\/subscriptions\/([^/]+)$/))) {
      const subscription = subscriptions.get(m[1]!);
      if (!subscription) return error(404, `No such subscription: '${m[1]}'`);
      if (method === "POST" && params.cancel_at_period_end !== undefined) subscription.cancel_at_period_end = params.cancel_at_period_end === "true";
      return { status: 200, body: subscription };
    }
    if (method === "POST" && path === "/v1/billing_portal/sessions") {
      if (!customers.has(params.customer as string)) return error(400, `No such customer: '${params.customer}'`);
      const portal = { id: newId("bps"), object: "billing_portal.session", customer: params.customer, return_url: params.return_url, url: `${base}/p/session/${newId("p")}`, created: now() };
      portalSessions.push(portal);
      return { status: 200, body: portal };
    }
    return error(404, `Unrecognized request URL (${method}: ${path})`, "unrecognized_url");
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://localhost");
      if (!url.pathname.startsWith("/v1/")) {
        // The hosted checkout and portal pages the browser is sent to.
        res.writeHead(200, { "content-type": "text/html" }).end(`<!doctype html><title>Stripe test page</title><h1>Stripe test page</h1><p>${url.pathname}</p>`);
        return;
      }
      const send = ({ status, body }: { status: number; body: Json }, replayed = false) => {
        res.writeHead(status, { "content-type": "application/json", "request-id": newId("req"), ...(replayed ? { "idempotent-replayed": "true" } : {}) });
        res.end(JSON.stringify(body));
      };
      if (!/^Bearer sk_test_/.test(req.headers.authorization ?? "")) return send(error(401, "Invalid API Key provided", "api_key_invalid"));
      const method = req.method ?? "GET";
      const params = method === "GET" ? decodeForm(url.search.slice(1)) : decodeForm(Buffer.concat(chunks).toString("utf8"));
      const key = (req.headers["idempotency-key"] as string | undefined) ?? null;
      requests.push({ method, path: url.pathname, params, idempotencyKey: key });
      if (key && method === "POST") {
        const cacheKey = `${url.pathname} ${key}`;
        const seen = idempotent.get(cacheKey);
        if (seen) return send(seen, true);
        const result = route(method, url.pathname, params);
        idempotent.set(cacheKey, result);
        return send(result);
      }
      send(route(method, url.pathname, params));
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    base,
    products,
    prices,
    customers,
    sessions,
    subscriptions,
    portalSessions,
    requests,
    /** Creates the product and both prices, as `npm run stripe:setup` would. */
    seedPrices() {
      if (!products.has("wanderbold_premium")) products.set("wanderbold_premium", { id: "wanderbold_premium", object: "product", name: "Wander Bold Premium", active: true });
      for (const [cycle, amount, interval] of [["monthly", 199, "month"], ["annual", 1908, "year"]] as const) {
        if (![...prices.values()].some((p) => p.lookup_key === `price_premium_${cycle}`)) createPrice({ product: "wanderbold_premium", currency: "usd", unit_amount: String(amount), lookup_key: `price_premium_${cycle}`, recurring: { interval } });
      }
    },
    /** The customer pays: the session completes and an active subscription exists. */
    completeSession(sessionId: string): Json {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`no session ${sessionId}`);
      const subscription = subscriptionFor(session);
      Object.assign(session, { status: "complete", payment_status: "paid", subscription: subscription.id });
      return subscription;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
