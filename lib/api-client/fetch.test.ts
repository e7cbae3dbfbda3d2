import { SIGNED_IN_HINT_COOKIE } from "@/lib/auth/cookie-names";
import { SESSION_CHANGED_EVENT } from "@/lib/auth/signed-in-hint";
import { apiFetch, ApiError, failureText, isApiError } from "./fetch";
import { getQueryClient, makeQueryClient, queryRetryDelay, shouldRetry } from "./query-client";

// apiFetch against a stubbed fetch: what the screens get back from each kind of answer.
const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();
const answer = (status: number, body: unknown, statusText = "") =>
  fetchMock.mockResolvedValueOnce(new Response(body === null ? null : typeof body === "string" ? body : JSON.stringify(body), { status, statusText, headers: { "Content-Type": "application/json" } }));

async function failureOf(call: Promise<unknown>): Promise<ApiError> {
  const error = await call.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  if (!isApiError(error)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

let sessionEvents = 0;
const countSessionEvent = () => (sessionEvents += 1);

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
  sessionEvents = 0;
  const target = new EventTarget();
  target.addEventListener(SESSION_CHANGED_EVENT, countSessionEvent);
  Object.assign(globalThis, { window: target, document: { cookie: "" } });
});

afterEach(() => {
  Reflect.deleteProperty(globalThis, "window");
  Reflect.deleteProperty(globalThis, "document");
});

describe("apiFetch", () => {
  it("answers the parsed JSON of a successful call, sending the session cookie and JSON only when there is a body", async () => {
    answer(200, { ids: [3, 5] });
    answer(201, { saved: true });
    await expect(apiFetch<{ ids: number[] }>("/api/favorites?ids=3,5")).resolves.toEqual({ ids: [3, 5] });
    await expect(apiFetch("/api/favorites", { method: "POST", json: { dealId: 3 } })).resolves.toEqual({ saved: true });
    const [getPath, getInit] = fetchMock.mock.calls[0]!;
    const [, postInit] = fetchMock.mock.calls[1]!;
    expect(getPath).toBe("/api/favorites?ids=3,5");
    expect(getInit).toMatchObject({ method: "GET", credentials: "same-origin", body: undefined });
    expect(getInit.headers).toEqual({ Accept: "application/json" });
    expect(postInit).toMatchObject({ method: "POST", credentials: "same-origin", body: '{"dealId":3}' });
    expect(postInit.headers).toEqual({ Accept: "application/json", "Content-Type": "application/json" });
  });

  it("answers null for an empty successful body (204)", async () => {
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    await expect(apiFetch("/api/price-alerts/4", { method: "DELETE" })).resolves.toBeNull();
  });

  it("sends a multipart form as it is, leaving its content type to the browser", async () => {
    answer(201, { message: "Article created", id: 9 });
    const form = new FormData();
    form.set("title", "Lisbon");
    await apiFetch("/api/admin/news", { method: "POST", form });
    const [, init] = fetchMock.mock.calls[0]!;
    expect(init.body).toBe(form);
    expect(init.headers).toEqual({ Accept: "application/json" });
  });

  it("reads the error contract's message, code and issues into one ApiError", async () => {
    const body = { message: "Title is required", code: "bad_request", issues: [{ path: "title", message: "Title is required" }] };
    answer(400, body, "Bad Request");
    const error = await failureOf(apiFetch("/api/admin/news", { method: "POST", json: {} }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(400);
    expect(error.code).toBe("bad_request");
    expect(error.serverMessage).toBe("Title is required");
    expect(error.issues).toEqual([{ path: "title", message: "Title is required" }]);
    expect(error.isNetwork).toBe(false);
    // docs/architecture.md, Client data: "status: body text".
    expect(error.message).toBe(`400: ${JSON.stringify(body)}`);
    expect(failureText(error)).toBe("Title is required");
  });

  it("keeps the extra fields of a refusal (a plan limit's upgrade_url)", async () => {
    answer(402, { message: "Upgrade to Premium", code: "payment_required", upgrade_url: "/subscription" });
    const error = await failureOf(apiFetch("/api/price-alerts", { method: "POST", json: {} }));
    expect(error.code).toBe("payment_required");
    expect(error.body).toMatchObject({ upgrade_url: "/subscription" });
  });

  it("names the code from the status when the answer is not the contract (an empty or HTML body)", async () => {
    answer(502, "", "Bad Gateway");
    const gateway = await failureOf(apiFetch("/api/user"));
    expect(gateway).toMatchObject({ status: 502, code: "internal", serverMessage: undefined, message: "502: Bad Gateway" });
    expect(failureText(gateway)).toBe("502: Bad Gateway");

    answer(404, "<html>Not found</html>", "Not Found");
    expect(await failureOf(apiFetch("/api/nowhere"))).toMatchObject({ status: 404, code: "not_found", message: "404: <html>Not found</html>" });

    answer(409, { message: "Taken", code: "no_such_code" });
    expect(await failureOf(apiFetch("/api/register", { method: "POST", json: {} }))).toMatchObject({ code: "conflict", serverMessage: "Taken" });
  });

  it("reports a request that got no answer as a network failure", async () => {
    fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    const error = await failureOf(apiFetch("/api/user/preferences", { method: "PATCH", json: {} }));
    expect(error).toMatchObject({ status: 0, code: "network", message: "Failed to fetch" });
    expect(error.isNetwork).toBe(true);
  });

  it("passes the caller's own abort on untouched (a query that was cancelled is not a failure)", async () => {
    const controller = new AbortController();
    controller.abort();
    fetchMock.mockRejectedValueOnce(new DOMException("The operation was aborted.", "AbortError"));
    const thrown = await apiFetch("/api/places?q=to", { signal: controller.signal }).catch((error: unknown) => error);
    expect(isApiError(thrown)).toBe(false);
    expect((thrown as Error).name).toBe("AbortError");
  });
});

describe("the 401 rule", () => {
  it("fails with code unauthorized by default", async () => {
    answer(401, { message: "Not authenticated", code: "unauthorized" });
    expect(await failureOf(apiFetch("/api/price-alerts"))).toMatchObject({ status: 401, code: "unauthorized", serverMessage: "Not authenticated" });
  });

  it("answers null instead when the caller opts in", async () => {
    answer(401, { message: "Not authenticated", code: "unauthorized" });
    await expect(apiFetch("/api/user", { on401: "null" })).resolves.toBeNull();
  });

  it("ends the browser's session state when it still believed it was signed in", async () => {
    (globalThis as unknown as { document: { cookie: string } }).document.cookie = `${SIGNED_IN_HINT_COOKIE}=1`;
    answer(401, { message: "Not authenticated", code: "unauthorized" });
    await failureOf(apiFetch("/api/itineraries", { method: "POST", json: {} }));
    expect((globalThis as unknown as { document: { cookie: string } }).document.cookie).toMatch(new RegExp(`^${SIGNED_IN_HINT_COOKIE}=;.*Max-Age=0`));
    expect(sessionEvents).toBe(1);
  });

  it("announces nothing for a 401 while signed out (a wrong password) or for other refusals", async () => {
    answer(401, { message: "Account not found", code: "unauthorized" });
    await failureOf(apiFetch("/api/login", { method: "POST", json: {} }));
    (globalThis as unknown as { document: { cookie: string } }).document.cookie = `${SIGNED_IN_HINT_COOKIE}=1`;
    answer(403, { message: "Admin access required", code: "forbidden" });
    await failureOf(apiFetch("/api/admin/news"));
    expect(sessionEvents).toBe(0);
  });
});

describe("the query settings", () => {
  it("keeps queries fresh 60 s, collects them after 5 min, never refetches on focus or polls, and retries mutations after 1 s", () => {
    const defaults = makeQueryClient().getDefaultOptions();
    expect(defaults.queries).toMatchObject({ staleTime: 60_000, gcTime: 300_000, refetchOnWindowFocus: false, refetchInterval: false, networkMode: "online" });
    expect(defaults.mutations).toMatchObject({ retryDelay: 1_000, networkMode: "online" });
    expect(defaults.queries?.retry).toBe(shouldRetry);
    expect(defaults.mutations?.retry).toBe(shouldRetry);
  });

  it("retries once after no answer or a server error, never after a refusal", () => {
    const failure = (status: number) => new ApiError(status, status === 0 ? "network" : status >= 500 ? "unavailable" : "bad_request", `${status}: x`);
    expect(shouldRetry(0, failure(0))).toBe(true);
    expect(shouldRetry(0, failure(503))).toBe(true);
    expect(shouldRetry(1, failure(503))).toBe(false);
    for (const status of [400, 401, 403, 404, 409, 429]) expect(shouldRetry(0, failure(status))).toBe(false);
    expect(shouldRetry(0, new Error("a bug in a query function"))).toBe(false);
  });

  it("doubles the query retry delay from 1 s up to a 10 s cap", () => {
    expect([0, 1, 2, 3, 4, 5].map(queryRetryDelay)).toEqual([1_000, 2_000, 4_000, 8_000, 10_000, 10_000]);
  });

  it("forgets the previous session's data when the session changes (sign-out, another sign-in)", () => {
    const client = getQueryClient();
    expect(getQueryClient()).toBe(client);
    client.setQueryData(["/api/price-alerts"], [{ id: 1 }]);
    (globalThis as unknown as { window: EventTarget }).window.dispatchEvent(new Event(SESSION_CHANGED_EVENT));
    expect(client.getQueryData(["/api/price-alerts"])).toBeUndefined();
  });
});
