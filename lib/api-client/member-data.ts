// A member's own parts of a page, in ONE request per page (docs/caching.md, Members): the header's
// user menu (lib/auth/current-user-client.ts), the hearts (components/saved/favorite-store.ts) and
// the Premium islands (components/members/) all ask here, and what they ask in the same moment goes
// out as one GET /api/user?favorites=...&include=... The first request also reads the page itself
// for everything it will ask (the hearts' `data-favorite-button`, the islands' `data-member-parts`),
// so readers that start a little later find their part already asked. Signed-out visitors (no
// readable hint) make no request at all. Plain functions over apiFetch: no query library.
import type { MemberPageData, PagePart } from "@/lib/members/page-parts";
import { MAX_FAVORITE_IDS, PAGE_PARTS } from "@/lib/members/page-parts";
import { hasSignedInHint, SESSION_CHANGED_EVENT } from "@/lib/auth/signed-in-hint";
import { apiFetch } from "./fetch";

type Batch = { parts: Set<PagePart>; ids: Set<number>; force: boolean; promise: Promise<void>; start: () => void };

let answer: MemberPageData | null = null;
const askedParts = new Set<PagePart>();
const askedIds = new Set<number>();
const savedIds = new Set<number>();
let open: Batch | null = null;
/** Settles when every request sent so far has. */
let sent: Promise<void> | null = null;
let generation = 0;
let listening = false;

const isPagePart = (value: string): value is PagePart => (PAGE_PARTS as readonly string[]).includes(value);

/** What the page shows that a member's request should cover: its hearts and its islands' parts. */
function scanPage(batch: Batch) {
  for (const element of document.querySelectorAll<HTMLElement>("[data-favorite-button]")) {
    const id = Number(element.dataset.favoriteButton);
    if (Number.isSafeInteger(id) && id > 0 && (batch.force || !askedIds.has(id))) batch.ids.add(id);
  }
  for (const element of document.querySelectorAll<HTMLElement>("[data-member-parts]")) {
    for (const part of (element.dataset.memberParts ?? "").split(" ")) if (isPagePart(part) && (batch.force || !askedParts.has(part))) batch.parts.add(part);
  }
}

function snapshot(): MemberPageData | null {
  return answer ? { ...answer, favorites: [...savedIds] } : null;
}

async function send(batch: Batch, at: number) {
  scanPage(batch);
  const ids = [...batch.ids].slice(0, MAX_FAVORITE_IDS);
  const parts = [...batch.parts];
  for (const id of ids) askedIds.add(id);
  for (const part of parts) askedParts.add(part);
  const query = new URLSearchParams();
  if (ids.length > 0) query.set("favorites", ids.join(","));
  if (parts.length > 0) query.set("include", parts.join(","));
  const search = query.toString().replace(/%2C/g, ",");
  let data: MemberPageData | null;
  try {
    // The caller opts in to null for a 401 (docs/architecture.md, Client data; apiFetch drops the stale hint).
    data = await apiFetch<MemberPageData>(`/api/user${search ? `?${search}` : ""}`, { on401: "null" });
  } catch {
    data = null;
  }
  if (at !== generation) return;
  if (!data) {
    answer = null;
    return;
  }
  const { favorites, ...rest } = data;
  answer = { ...answer, ...rest };
  for (const id of ids) savedIds.delete(id);
  for (const id of favorites ?? []) savedIds.add(id);
}

function openBatch(): Batch {
  if (open) return open;
  let start!: () => void;
  const ready = new Promise<void>((resolve) => (start = resolve));
  const batch: Batch = { parts: new Set(), ids: new Set(), force: false, start, promise: Promise.resolve() };
  const at = generation;
  const request = ready.then(() => send(batch, at));
  batch.promise = request;
  open = batch;
  // Whatever is asked until the next task joins this request.
  setTimeout(() => {
    if (open === batch) open = null;
    sent = Promise.all([sent, request]).then(() => undefined);
    batch.start();
  }, 0);
  return batch;
}

function forgetSession() {
  generation += 1;
  answer = null;
  askedParts.clear();
  askedIds.clear();
  savedIds.clear();
  open = null;
  sent = null;
}

/**
 * The signed-in member's data with `parts` and the saved state of `favorites`, or null (signed
 * out, or the request failed). Joins the request under way when it covers them; `refresh` asks
 * again (the 5-minute refresh of the session).
 */
export function requestMemberData({ parts = [], favorites = [], refresh = false }: { parts?: readonly PagePart[]; favorites?: readonly number[]; refresh?: boolean } = {}): Promise<MemberPageData | null> {
  if (typeof window === "undefined") return Promise.resolve(null);
  if (!listening) {
    listening = true;
    // Registered before any reader's own listener (the first request starts on a reader's first render).
    window.addEventListener(SESSION_CHANGED_EVENT, forgetSession);
  }
  if (!hasSignedInHint()) return Promise.resolve(null);
  const newParts = parts.filter((part) => !askedParts.has(part));
  const newIds = favorites.filter((id) => !askedIds.has(id));
  if (!refresh && newParts.length === 0 && newIds.length === 0 && (sent || open)) {
    const waitFor = open ? open.promise : sent!;
    return waitFor.then(snapshot);
  }
  const batch = openBatch();
  batch.force ||= refresh;
  for (const part of newParts) batch.parts.add(part);
  for (const id of newIds) batch.ids.add(id);
  return batch.promise.then(snapshot);
}
