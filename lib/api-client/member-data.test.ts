import { SESSION_CHANGED_EVENT } from "@/lib/auth/signed-in-hint";

// The page's one member request (member-data.ts) against a stubbed network: readers that ask in the
// same moment share one GET /api/user, which also covers what the page's markers say it shows.
const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();
const user = { id: "u1", username: "ana", name: null, email: "ana@example.com", role: "user", preferred_language: null, is_premium_user: true, subscription_status: "active", subscription_expires: null, email_verified: true };
const answer = (status: number, body: unknown) => fetchMock.mockResolvedValueOnce(new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } }));
const element = (dataset: Record<string, string>) => ({ dataset });

let markers: { hearts: string[]; parts: string[] };
let load: () => typeof import("./member-data");

beforeEach(() => {
  jest.resetModules();
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
  markers = { hearts: [], parts: [] };
  const target = new EventTarget();
  const page = {
    cookie: "wb_signed_in=1",
    querySelectorAll: (selector: string) =>
      selector === "[data-favorite-button]" ? markers.hearts.map((id) => element({ favoriteButton: id })) : selector === "[data-member-parts]" ? markers.parts.map((parts) => element({ memberParts: parts })) : [],
  };
  Object.assign(globalThis, { window: target, document: page });
  load = () => jest.requireActual<typeof import("./member-data")>("./member-data");
});

const asked = () => fetchMock.mock.calls.map(([url]) => url);

it("makes no request for a signed-out visitor", async () => {
  (document as { cookie: string }).cookie = "";
  expect(await load().requestMemberData({ parts: ["card-values"], favorites: [1] })).toBeNull();
  expect(fetchMock).not.toHaveBeenCalled();
});

it("answers every reader of the same moment, and what the page shows, with one request", async () => {
  markers = { hearts: ["5", "7"], parts: ["card-values"] };
  answer(200, { ...user, favorites: [7], card_values: { "amex-gold": { points: 1, value_usd: 2 } }, points_usage: { plan: "premium", used: 0, limit: null } });
  const { requestMemberData } = load();
  const [header, hearts, island] = await Promise.all([requestMemberData(), requestMemberData({ favorites: [5] }), requestMemberData({ parts: ["points-usage"] })]);
  expect(asked()).toEqual(["/api/user?favorites=5,7&include=points-usage,card-values"]);
  expect(header).toMatchObject({ id: "u1", favorites: [7] });
  expect(hearts?.favorites).toEqual([7]);
  expect(island?.points_usage).toEqual({ plan: "premium", used: 0, limit: null });
  // A reader that starts later, asking for what was asked, joins the answer: no new request.
  expect((await requestMemberData({ parts: ["card-values"], favorites: [5] }))?.card_values).toEqual({ "amex-gold": { points: 1, value_usd: 2 } });
  expect(fetchMock).toHaveBeenCalledTimes(1);
});

it("asks again only for what is new, and everything again after the session changes", async () => {
  markers = { hearts: ["5"], parts: [] };
  answer(200, { ...user, favorites: [5] });
  const { requestMemberData } = load();
  await requestMemberData();
  answer(200, { ...user, favorites: [] });
  expect((await requestMemberData({ favorites: [9] }))?.favorites).toEqual([5]);
  expect(asked()).toEqual(["/api/user?favorites=5", "/api/user?favorites=9"]);

  window.dispatchEvent(new Event(SESSION_CHANGED_EVENT));
  answer(200, { ...user, favorites: [] });
  expect((await requestMemberData({ favorites: [5] }))?.favorites).toEqual([]);
  expect(asked()[2]).toBe("/api/user?favorites=5");
});

it("gives every reader null when the session is gone (401)", async () => {
  markers = { hearts: ["5"], parts: ["trips"] };
  answer(401, { message: "Not signed in", code: "unauthorized" });
  const { requestMemberData } = load();
  expect(await Promise.all([requestMemberData(), requestMemberData({ parts: ["trips"] })])).toEqual([null, null]);
  expect(fetchMock).toHaveBeenCalledTimes(1);
});
