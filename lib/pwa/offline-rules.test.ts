import { deferPageScripts } from "@/lib/shell/deferred-hydration.mjs";
import { exportKey, localeOfPath, offlinePageHtml, offlinePagePath, savedPageKey, staticAssetUrls, tripIdOfPage, tripKeys, tripOfPage, withSavedTrip, type SavedTrip } from "./offline-rules";

const id = "0d6f6c1e-3b2a-4c55-9a7e-2f1b3c4d5e6f";
const url = (path: string) => new URL(path, "https://wanderbold.example");

describe("what the service worker keeps", () => {
  test("trip pages at their public addresses: English without a prefix, other languages with theirs", () => {
    expect(tripIdOfPage(`/itinerary-view/${id}`)).toBe(id);
    expect(tripIdOfPage(`/fr/itinerary-view/${id.toUpperCase()}`)).toBe(id);
    expect(tripIdOfPage(`/en/itinerary-view/${id}`)).toBeNull();
    expect(tripIdOfPage(`/xx/itinerary-view/${id}`)).toBeNull();
    expect(tripIdOfPage("/itinerary-view/not-a-trip")).toBeNull();
    expect(tripIdOfPage(`/shared-trip/${id}`)).toBeNull();
    expect(localeOfPath("/ar/deals")).toBe("ar");
    expect(localeOfPath("/deals")).toBe("en");
  });

  test("the personal pages it keeps: a trip, its planner page, the first page of My Trips; nothing else", () => {
    expect(savedPageKey(url(`/itinerary-view/${id}?notice=ai-fallback`))).toBe(`/itinerary-view/${id}`);
    expect(savedPageKey(url(`/de/itinerary-view/${id}`))).toBe(`/de/itinerary-view/${id}`);
    expect(savedPageKey(url(`/trip-planner?edit=${id}&place=ski:vail`))).toBe(`/trip-planner?edit=${id}`);
    expect(savedPageKey(url(`/ja/trip-planner?edit=${id}`))).toBe(`/ja/trip-planner?edit=${id}`);
    expect(savedPageKey(url("/dashboard/trips"))).toBe("/dashboard/trips");
    expect(savedPageKey(url("/ko/dashboard/trips"))).toBe("/ko/dashboard/trips");
    for (const other of ["/", "/deals", "/trip-planner", "/trip-planner?edit=../../api", "/dashboard/trips?cursor=abc", "/dashboard", "/account", "/api/itineraries", `/shared-trip/${id}`]) {
      expect([other, savedPageKey(url(other))]).toEqual([other, null]);
    }
  });

  test("the only API answers it keeps are a trip's iCalendar and GPX exports", () => {
    expect(exportKey(url(`/api/itineraries/${id}/export?format=gpx`))).toEqual({ tripId: id, key: `/api/itineraries/${id}/export?format=gpx` });
    expect(exportKey(url(`/api/itineraries/${id}/export`))).toEqual({ tripId: id, key: `/api/itineraries/${id}/export?format=ics` });
    expect(exportKey(url(`/api/itineraries/${id}/export?format=pdf`))).toBeNull();
    expect(exportKey(url(`/api/itineraries/${id}`))).toBeNull();
    expect(exportKey(url("/api/itineraries"))).toBeNull();
    expect(exportKey(url("/api/session"))).toBeNull();
  });

  test("a trip's kept addresses: its page and planner page in its language, and the exports its page offers", () => {
    const html = `<a href="/api/itineraries/${id}/export?format=ics">a</a><a href="/api/itineraries/${id}/export?format=gpx">b</a><a href="/api/itineraries/${id}/export?format=gpx">c</a>`;
    expect(tripKeys(id, "es", html)).toEqual([`/es/itinerary-view/${id}`, `/es/trip-planner?edit=${id}`, `/api/itineraries/${id}/export?format=ics`, `/api/itineraries/${id}/export?format=gpx`]);
    // No start date: no calendar file on the page, none kept.
    expect(tripKeys(id, "en", `<a href="/api/itineraries/${id}/export?format=gpx">`)).toEqual([`/itinerary-view/${id}`, `/trip-planner?edit=${id}`, `/api/itineraries/${id}/export?format=gpx`]);
  });

  test("the build files a page loads, once each", () => {
    const html = `<link rel="stylesheet" href="/_next/static/css/a1.css"/><link rel="preload" href="/_next/static/media/inter.woff2" as="font"/><script src="/_next/static/chunks/app.js" async=""></script><script src="/_next/static/chunks/app.js"></script><img src="/uploads/x.png"/><a href="https://cdn.example/_next/static/x.js">`;
    expect(staticAssetUrls(html)).toEqual(["/_next/static/css/a1.css", "/_next/static/media/inter.woff2", "/_next/static/chunks/app.js"]);
  });

  test("the build files of a page that defers its hydration: its loader's list, as the edge writes it", () => {
    const page = `<html><head></head><body><main>Plan</main><script src="/_next/static/chunks/runtime.js" async=""></script><script src="/_next/static/chunks/planner.js" async=""></script></body></html>`;
    const deferred = deferPageScripts(page);
    expect(deferred).not.toContain('<script src="/_next/static/chunks/planner.js"');
    expect(staticAssetUrls(deferred)).toEqual(["/_next/static/chunks/runtime.js", "/_next/static/chunks/planner.js"]);
  });

  test("a trip page's marks give its id and title; other HTML has none", () => {
    expect(tripOfPage(`<div class="space-y-8" data-offline-trip="${id}" data-offline-title="Rock &amp; &quot;roll&quot; &lt;3">`)).toEqual({ id, title: 'Rock & "roll" <3' });
    expect(tripOfPage("<div>no trip</div>")).toBeNull();
  });

  test("the saved list: newest first, one entry per trip", () => {
    const a: SavedTrip = { id: "a", title: "A", path: "/itinerary-view/a", savedAt: 1 };
    const b: SavedTrip = { id: "b", title: "B", path: "/itinerary-view/b", savedAt: 2 };
    expect(withSavedTrip(withSavedTrip([], a), b).map((trip) => trip.id)).toEqual(["b", "a"]);
    expect(withSavedTrip([b, a], { ...a, title: "A again", savedAt: 3 })).toEqual([{ ...a, title: "A again", savedAt: 3 }, b]);
  });
});

describe("the offline page as the worker serves it", () => {
  const page = [
    '<html><head><script>init()</script><link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/webpack.js"/>',
    '<script src="/_next/static/chunks/main.js" async=""></script></head><body>',
    '<ul data-saved-trips="" class="list-disc"></ul><p data-no-saved-trips="" class="text-sm">No trip is saved.</p>',
    '<script>self.__next_f.push([1,"x"])</script><script src="/_next/static/chunks/page.js" async=""></script></body></html>',
  ].join("");

  test("lists the saved trips as links, their titles escaped, and loads no script file", () => {
    const html = offlinePageHtml(page, [
      { id: "a", title: 'Lisbon <script>alert("x")</script> & co', path: "/itinerary-view/a", savedAt: 2 },
      { id: "b", title: "Kyoto", path: "/ja/itinerary-view/b", savedAt: 1 },
    ]);
    expect(html).toContain('<a class="font-medium text-primary underline-offset-4 hover:underline" href="/itinerary-view/a">Lisbon &#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62; &#38; co</a>');
    expect(html).toContain('href="/ja/itinerary-view/b">Kyoto</a>');
    expect(html).not.toContain("No trip is saved.");
    expect(html).not.toMatch(/<script[^>]*src=/);
    expect(html).not.toContain('as="script"');
    // The inline scripts stay (the init script runs by its hash).
    expect(html).toContain("<script>init()</script>");
  });

  test("with no trip saved, says so", () => {
    const html = offlinePageHtml(page, []);
    expect(html).toContain("No trip is saved.");
    expect(html).toContain('<ul data-saved-trips="" class="list-disc"></ul>');
    expect(html).not.toMatch(/<script[^>]*src=/);
  });

  test("each language's page has its public address", () => {
    expect(offlinePagePath("en")).toBe("/offline");
    expect(offlinePagePath("hi")).toBe("/hi/offline");
  });
});
