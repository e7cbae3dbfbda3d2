import { runInNewContext } from "node:vm";
import { REJECT_ALL, consentCookieStrings } from "../consent/consent";
import { pageInitScript } from "./page-init-script";

type Visitor = {
  cookie?: string;
  storage?: Record<string, string>;
  session?: Record<string, string>;
  /** The page's address (path and query). */
  url?: string;
  prefersDark?: boolean;
  lang?: string;
  storageBlocked?: boolean;
};

/** Runs the script against the smallest browser it needs, and returns what it set on <html>. */
function run({ cookie = "", storage = {}, session = {}, prefersDark = false, lang = "en", storageBlocked = false, url = "/deals" }: Visitor) {
  const attributes = new Map<string, string>();
  const classes = new Set<string>();
  const root = {
    lang,
    style: { colorScheme: "" },
    classList: { add: (name: string) => classes.add(name) },
    setAttribute: (name: string, value: string) => attributes.set(name, value),
  };
  const document = { cookie, documentElement: root, addEventListener: () => undefined, querySelector: () => null };
  runInNewContext(pageInitScript, {
    document,
    localStorage: {
      getItem: (key: string) => {
        // Some browsers' private modes throw on any use of storage.
        if (storageBlocked) throw new Error("SecurityError");
        return storage[key] ?? null;
      },
    },
    sessionStorage: { getItem: (key: string) => session[key] ?? null },
    matchMedia: () => ({ matches: prefersDark }),
    addEventListener: () => undefined,
    location: new URL(url, "http://localhost"),
    scrollY: 0,
  });
  return { attributes: [...attributes.keys()].sort(), classes: [...classes], colorScheme: root.style.colorScheme };
}

// The cookies as the consent store writes them (name=value; attributes).
const consentCookie = (preferences: typeof REJECT_ALL) => consentCookieStrings(preferences)[0].split(";")[0]!;
const granted = consentCookie({ ...REJECT_ALL, analytics_storage: true }).split("=")[1]!;
const rejected = consentCookie(REJECT_ALL).split("=")[1]!;

describe("pageInitScript", () => {
  it("applies a stored dark theme, or the system's, before the first paint", () => {
    expect(run({ storage: { theme: "dark" } })).toMatchObject({ classes: ["dark"], colorScheme: "dark" });
    expect(run({ prefersDark: true })).toMatchObject({ classes: ["dark"], colorScheme: "dark" });
    expect(run({ storage: { theme: "light" }, prefersDark: true })).toMatchObject({ classes: [], colorScheme: "light" });
  });

  it("shows the consent banner to a first visitor, and loads React at the first interaction", () => {
    expect(run({}).attributes).toEqual(["data-consent-needed"]);
  });

  it("loads React at once for a visitor with a session, a theme, a currency, or consent to analytics or ads", () => {
    expect(run({ cookie: "wb_signed_in=1" }).attributes).toEqual(["data-consent-needed", "data-saved-state"]);
    expect(run({ storage: { theme: "light" } }).attributes).toContain("data-saved-state");
    expect(run({ storage: { preferredCurrency: "EUR" } }).attributes).toContain("data-saved-state");
    expect(run({ storage: { preferredLanguage: "es" }, lang: "en" }).attributes).toContain("data-saved-state");
    expect(run({ session: { wb_language_notice: "es" } }).attributes).toContain("data-saved-state");
    expect(run({ cookie: `other=1; wb_consent_preferences=${granted}` }).attributes).toEqual(["data-saved-state"]);
  });

  it("loads React at once on the manual planner with a draft in this browser, or a place or trip to open", () => {
    expect(run({ url: "/trip-planner" }).attributes).toEqual(["data-consent-needed"]);
    expect(run({ url: "/trip-planner", storage: { "wb-trip-planner-draft": "{}" } }).attributes).toContain("data-saved-state");
    expect(run({ url: "/es/trip-planner?place=ski:vail" }).attributes).toContain("data-saved-state");
    // Another page does not care about the planner's draft.
    expect(run({ url: "/deals", storage: { "wb-trip-planner-draft": "{}" } }).attributes).toEqual(["data-consent-needed"]);
    expect(run({ url: "/deals?place=ski:vail" }).attributes).toEqual(["data-consent-needed"]);
  });

  it("keeps deferring when what is saved is what the page shows anyway: US dollars, the page's language", () => {
    expect(run({ storage: { preferredCurrency: "USD", preferredLanguage: "es" }, lang: "es" }).attributes).toEqual(["data-consent-needed"]);
  });

  it("counts a consent cookie without the seven flags as no choice: banner shown, React deferred", () => {
    expect(run({ cookie: "wb_consent_preferences=%7Bnot-json" }).attributes).toEqual(["data-consent-needed"]);
    const partial = encodeURIComponent(JSON.stringify({ analytics_storage: true, ad_storage: true }));
    expect(run({ cookie: `wb_consent_preferences=${partial}` }).attributes).toEqual(["data-consent-needed"]);
    expect(run({ cookie: "wb_consent_preferences=" }).attributes).toEqual(["data-consent-needed"]);
  });

  it("reads a consent cookie written without percent-encoding too", () => {
    expect(run({ cookie: `wb_consent_preferences=${decodeURIComponent(granted)}` }).attributes).toEqual(["data-saved-state"]);
  });

  it("still applies the system theme and shows the banner when storage is blocked", () => {
    expect(run({ storageBlocked: true, prefersDark: true })).toEqual({ attributes: ["data-consent-needed"], classes: ["dark"], colorScheme: "dark" });
  });

  it("keeps deferring for a visitor who declined tracking, and hides the banner for them", () => {
    expect(run({ cookie: `wb_consent_preferences=${rejected}` }).attributes).toEqual([]);
    expect(run({ cookie: "not_wb_signed_in=1" }).attributes).toEqual(["data-consent-needed"]);
  });
});

// What the script does with events before React hydrates, in a browser small enough to read: each
// element knows its tag and attributes, and `closest` checks the element itself (enough here).
type FakeElement = {
  tagName: string;
  type?: string;
  checked?: boolean;
  isConnected?: boolean;
  form?: FakeElement | null;
  attributes: Record<string, string>;
  closest: (selector: string) => FakeElement | null;
  getAttribute: (name: string) => string | null;
  hasAttribute: (name: string) => boolean;
  click: jest.Mock;
  requestSubmit: jest.Mock;
  dispatchEvent: jest.Mock;
};

function matchesPart(element: FakeElement, part: string) {
  const attribute = /^\[([\w-]+)(?:=(\w+))?\]$/.exec(part);
  if (attribute) return attribute[2] === undefined ? attribute[1]! in element.attributes : element.attributes[attribute[1]!] === attribute[2];
  const tag = /^(\w+)(?:\[([\w-]+)\])?$/.exec(part);
  return !!tag && tag[1]!.toUpperCase() === element.tagName && (!tag[2] || tag[2] in element.attributes);
}

function element(tagName: string, attributes: Record<string, string> = {}, extra: Partial<FakeElement> = {}): FakeElement {
  const self: FakeElement = {
    tagName,
    attributes,
    closest: (selector) => (selector.split(",").some((part) => matchesPart(self, part.trim())) ? self : null),
    getAttribute: (name) => attributes[name] ?? null,
    hasAttribute: (name) => name in attributes,
    click: jest.fn(),
    requestSubmit: jest.fn(),
    dispatchEvent: jest.fn(),
    ...extra,
  };
  return self;
}

type Listener = (event: FakeEvent) => void;
type FakeEvent = { type: string; target: unknown; key?: string; prevented: boolean; preventDefault: () => void; stopImmediatePropagation: () => void };

/** Runs the script with listeners, timers and cookies recorded; returns a way to fire events. */
function page() {
  const capture = new Map<string, Listener>();
  const bubble = new Map<string, Listener[]>();
  const windowListeners = new Map<string, Listener>();
  const timers: Array<() => void> = [];
  const cookies: string[] = [];
  const attributes = new Set<string>();
  const intents: string[] = [];
  const root = {
    lang: "en",
    style: { colorScheme: "" },
    classList: { add: () => undefined },
    setAttribute: (name: string) => attributes.add(name),
    removeAttribute: (name: string) => attributes.delete(name),
    hasAttribute: (name: string) => attributes.has(name),
  };
  const document = {
    documentElement: root,
    get cookie() {
      return "";
    },
    set cookie(value: string) {
      cookies.push(value);
    },
    addEventListener: (type: string, listener: Listener, useCapture?: boolean) => {
      if (useCapture === true) capture.set(type, listener);
      else bubble.set(type, [...(bubble.get(type) ?? []), listener]);
    },
    removeEventListener: (type: string, listener: Listener) => {
      if (capture.get(type) === listener) capture.delete(type);
    },
    querySelector: () => null,
  };
  class FakeDomEvent {
    constructor(readonly type: string) {}
  }
  runInNewContext(pageInitScript, {
    document,
    localStorage: { getItem: () => null },
    sessionStorage: { getItem: () => null },
    matchMedia: () => ({ matches: false }),
    addEventListener: (type: string, listener: Listener) => windowListeners.set(type, listener),
    dispatchEvent: (event: { type: string }) => intents.push(event.type),
    Event: FakeDomEvent,
    KeyboardEvent: FakeDomEvent,
    MouseEvent: FakeDomEvent,
    setTimeout: (callback: () => void) => timers.push(callback),
    clearTimeout: () => undefined,
    location: new URL("http://localhost/deals"),
    scrollY: 0,
  });
  /** Fires an event as the browser would (capture on the document, then bubbling); true when held. */
  const fire = (type: string, target: unknown, key?: string) => {
    const event: FakeEvent = {
      type,
      target,
      key,
      prevented: false,
      preventDefault: () => {
        event.prevented = true;
      },
      stopImmediatePropagation: () => undefined,
    };
    capture.get(type)?.(event);
    if (!event.prevented) bubble.get(type)?.forEach((listener) => listener(event));
    return event.prevented;
  };
  return {
    fire,
    cookies,
    intents,
    isHydrating: () => attributes.has("data-hydrating"),
    /** The time limit passes (the next timer runs). */
    elapse: () => timers.shift()?.(),
    /** React hydrates, then every task runs in order, those the replays schedule included. */
    hydrate: () => {
      windowListeners.get("wb:hydrated")?.({} as FakeEvent);
      for (let run = timers.shift(); run; run = timers.shift()) run();
    },
    /** React hydrates; no task has run yet. */
    hydrated: () => windowListeners.get("wb:hydrated")?.({} as FakeEvent),
    scriptFails: () => capture.get("error")?.({ target: { tagName: "SCRIPT" } } as unknown as FakeEvent),
  };
}

describe("pageInitScript before React hydrates", () => {
  const nativeForm = () => element("FORM", { action: "/deals", method: "get" });

  it("never holds what works without React: links, summaries, fields, forms with an action and their submit buttons", () => {
    const { fire } = page();
    const form = nativeForm();
    expect(fire("click", element("A", { href: "/travel-news" }))).toBe(false);
    expect(fire("click", element("SUMMARY"))).toBe(false);
    expect(fire("keydown", element("INPUT", { type: "search" }), "Enter")).toBe(false);
    expect(fire("click", element("BUTTON", { type: "submit" }, { type: "submit", form }))).toBe(false);
    expect(fire("submit", form)).toBe(false);
    expect(fire("click", element("BUTTON", { "data-works-without-react": "" }))).toBe(false);
  });

  it("holds a click or submit that needs React, asks for React, and replays it once React has hydrated", () => {
    const { fire, intents, isHydrating, hydrate } = page();
    const toggle = element("BUTTON", {}, { type: "button" });
    const reactForm = element("FORM");
    expect(fire("click", toggle)).toBe(true);
    expect(fire("submit", reactForm)).toBe(true);
    expect(intents).toEqual(["wb:intent", "wb:intent"]);
    expect(isHydrating()).toBe(true);
    hydrate();
    expect(toggle.click).toHaveBeenCalledTimes(1);
    expect(reactForm.requestSubmit).toHaveBeenCalledTimes(1);
    expect(isHydrating()).toBe(false);
    expect(fire("click", element("BUTTON", {}, { type: "button" }))).toBe(false);
  });

  it("replays held events one task at a time, so React commits each before the next", () => {
    const { fire, hydrated, elapse } = page();
    const annual = element("BUTTON", {}, { type: "button" });
    const upgrade = element("BUTTON", {}, { type: "button" });
    fire("click", annual);
    fire("click", upgrade);
    hydrated();
    elapse(); // the time limit's timer, set by the first held event
    elapse(); // the replay's first task
    expect(annual.click).toHaveBeenCalledTimes(1);
    expect(upgrade.click).not.toHaveBeenCalled();
    elapse();
    expect(upgrade.click).toHaveBeenCalledTimes(1);
  });

  it("tells React, once it has hydrated and before the held clicks replay, what was typed or chosen before", () => {
    const { fire, hydrate, intents } = page();
    const order: string[] = [];
    const record = (name: string) => jest.fn((event?: { type: string }) => order.push(event ? `${name}:${event.type}` : `${name}:click`));
    const select = element("SELECT", {}, { dispatchEvent: record("select") });
    const file = element("INPUT", {}, { type: "file", dispatchEvent: record("file") });
    const box = element("INPUT", {}, { type: "checkbox", checked: true, click: record("box") });
    // A text field React controls: its own setter records the value React last knew.
    let known = "";
    let shown = "Lisbon";
    const text = element("INPUT", {}, { type: "text", dispatchEvent: record("text") });
    Object.setPrototypeOf(text, Object.defineProperty({}, "value", { get: () => shown, set: (value: string) => (shown = value), configurable: true }));
    Object.defineProperty(text, "value", { get: () => shown, set: (value: string) => { known = value; shown = value; }, configurable: true });
    const add = element("BUTTON", {}, { type: "button", click: record("add") });
    for (const field of [select, file, box, text]) {
      Object.assign(field, { isConnected: true });
      fire("input", field);
      fire("change", field);
    }
    // A change asks for React, as a press does.
    expect(intents.length).toBeGreaterThan(0);
    fire("click", add);
    hydrate();
    expect(order).toEqual(["select:change", "file:change", "box:click", "text:input", "add:click"]);
    // The box is toggled off, then clicked back on: React sees the change to checked.
    expect(box.checked).toBe(false);
    // React last knew another value, and the field shows what was typed: its input event changes React's state.
    expect(known).toBe("Lisbon ");
    expect(shown).toBe("Lisbon");
  });

  it("tells React the values as they were typed, though telling it the first field re-rendered the others with its own state", () => {
    const { fire, hydrate } = page();
    // Fields React controls: telling React the destination re-renders the form, and React writes the
    // value it rendered ("") into the title and the search before they are told (the planner's flake).
    const told: string[] = [];
    const controlled = (tagName: string, type: string | undefined, typed: string) => {
      let shown = typed;
      const field = element(tagName, {}, { type, isConnected: true, dispatchEvent: jest.fn((event: { type: string }) => told.push(`${type ?? tagName}:${event.type}=${shown}`)) });
      Object.setPrototypeOf(field, Object.defineProperty({}, "value", { get: () => shown, set: (value: string) => (shown = value), configurable: true }));
      Object.defineProperty(field, "value", { get: () => shown, set: (value: string) => (shown = value), configurable: true });
      return { field, rerender: () => (shown = "") };
    };
    const destination = controlled("SELECT", undefined, "paris");
    const title = controlled("INPUT", "text", "Two Paris days");
    const search = controlled("INPUT", "search", "louvre");
    for (const { field } of [destination, title, search]) fire("input", field);
    // React re-renders after the destination's change event: the other fields show its state.
    destination.field.dispatchEvent = jest.fn((event: { type: string }) => {
      told.push(`SELECT:${event.type}=${(destination.field as unknown as { value: string }).value}`);
      title.rerender();
      search.rerender();
      return true;
    });
    hydrate();
    expect(told).toEqual(["SELECT:change=paris", "text:input=Two Paris days", "search:input=louvre"]);
  });

  it("does not tell React a field the visitor changed again once React had hydrated", () => {
    const { fire, hydrated, hydrate } = page();
    const search = element("INPUT", {}, { type: "search", isConnected: true });
    Object.assign(search, { value: "lou" });
    fire("input", search);
    hydrated();
    // Typed on after hydration: React handled it, and has the newer value.
    Object.assign(search, { value: "louvre" });
    fire("input", search);
    hydrate();
    expect(search.dispatchEvent).not.toHaveBeenCalled();
    expect((search as unknown as { value: string }).value).toBe("louvre");
  });

  it("holds an event that arrives while held ones are being replayed behind them, then stops holding", () => {
    const { fire, hydrated, hydrate } = page();
    const annual = element("BUTTON", {}, { type: "button" });
    const upgrade = element("BUTTON", {}, { type: "button" });
    fire("click", annual);
    hydrated();
    expect(fire("click", upgrade)).toBe(true);
    expect(annual.click).not.toHaveBeenCalled();
    hydrate(); // the tasks run: the annual click, then the upgrade click
    expect(annual.click).toHaveBeenCalledTimes(1);
    expect(upgrade.click).toHaveBeenCalledTimes(1);
    expect(fire("click", element("BUTTON", {}, { type: "button" }))).toBe(false);
  });

  it("stops holding when a script fails to load, and the consent banner's buttons save the choice themselves", () => {
    const { fire, cookies, isHydrating, scriptFails } = page();
    const reject = element("BUTTON", { "data-consent-choice": "reject" }, { type: "button" });
    expect(fire("click", reject)).toBe(true);
    expect(cookies).toEqual([]);
    scriptFails();
    expect(cookies[0]).toMatch(/^wb_consent_preferences=%7B.*%22analytics_storage%22%3Afalse/);
    expect(isHydrating()).toBe(false);
    const button = element("BUTTON", {}, { type: "button" });
    expect(fire("click", button)).toBe(false);
    expect(fire("keydown", button, "ArrowDown")).toBe(false);
    expect(fire("submit", element("FORM"))).toBe(false);
    cookies.length = 0;
    expect(fire("click", element("BUTTON", { "data-consent-choice": "accept" }, { type: "button" }))).toBe(false);
    expect(cookies[0]).toMatch(/%22analytics_storage%22%3Atrue/);
  });

  it("past the time limit lets key presses do what they do without JavaScript, and still keeps React-only clicks for React", () => {
    const { fire, cookies, isHydrating, elapse, hydrate } = page();
    const menu = element("BUTTON", {}, { type: "button" });
    expect(fire("keydown", menu, "ArrowDown")).toBe(true);
    elapse();
    expect(isHydrating()).toBe(false);
    expect(fire("keydown", menu, "ArrowDown")).toBe(false);
    expect(fire("keydown", element("INPUT", { readonly: "" }), "Enter")).toBe(false);
    expect(fire("click", element("BUTTON", { "data-consent-choice": "accept" }, { type: "button" }))).toBe(true);
    expect(cookies[0]).toMatch(/^wb_consent_preferences=/);
    expect(fire("click", menu)).toBe(true);
    hydrate();
    expect(menu.dispatchEvent).toHaveBeenCalledTimes(1);
    expect(menu.click).toHaveBeenCalledTimes(1);
  });
});

describe("pageInitScript and the service worker", () => {
  /** Runs the script with a browser that has service workers; returns its steps as they happen. */
  function withWorkers({ secure = true, cookie = "", path = "/deals" } = {}) {
    const windowListeners = new Map<string, () => void>();
    const idle: (() => void)[] = [];
    const posted: unknown[] = [];
    const register = jest.fn(() => Promise.resolve({}));
    const document = { cookie, documentElement: { lang: "en", style: {}, classList: { add: () => undefined }, setAttribute: () => undefined }, addEventListener: () => undefined, querySelector: () => null };
    const serviceWorker = { register, ready: Promise.resolve({ active: { postMessage: (message: unknown) => posted.push(message) } }) };
    runInNewContext(pageInitScript, {
      document,
      navigator: { serviceWorker },
      isSecureContext: secure,
      location: { pathname: path, protocol: "https:" },
      localStorage: { getItem: () => null },
      sessionStorage: { getItem: () => null },
      matchMedia: () => ({ matches: false }),
      addEventListener: (type: string, listener: () => void) => windowListeners.set(type, listener),
      requestIdleCallback: (callback: () => void) => idle.push(callback),
      setTimeout: () => 0,
      clearTimeout: () => undefined,
      scrollY: 0,
    });
    return { windowListeners, idle, register, posted, document };
  }
  const settle = () => new Promise((resolve) => setImmediate(resolve));

  test("registers the worker only once the page has loaded and the browser is idle", async () => {
    const { windowListeners, idle, register, posted } = withWorkers({ path: "/itinerary-view/0d6f6c1e-3b2a-4c55-9a7e-2f1b3c4d5e6f" });
    expect(register).not.toHaveBeenCalled();
    windowListeners.get("load")!();
    expect(register).not.toHaveBeenCalled();
    expect(idle).toHaveLength(1);
    idle[0]!();
    expect(register).toHaveBeenCalledWith("/sw.js", { scope: "/" });
    await settle();
    expect(posted).toEqual([{ type: "wb:page", signedIn: false, path: "/itinerary-view/0d6f6c1e-3b2a-4c55-9a7e-2f1b3c4d5e6f" }]);
  });

  test("tells the worker the member is signed in by the cookie as it is when the page is idle", async () => {
    const visit = withWorkers();
    visit.document.cookie = "wb_signed_in=1";
    visit.windowListeners.get("load")!();
    visit.idle[0]!();
    await settle();
    expect(visit.posted).toEqual([{ type: "wb:page", signedIn: true, path: "/deals" }]);
  });

  test("registers nothing outside a secure context", () => {
    const { windowListeners } = withWorkers({ secure: false });
    expect(windowListeners.has("load")).toBe(false);
  });
});
