/** @jest-environment node */
// The admin content API against the real test database: create, edit, publish and delete news,
// tips and reviews through their multipart forms, with real images made by sharp, and the audit
// rows each change writes. Uploads go to a temporary UPLOADS_DIR.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { db } from "@/lib/db";
import * as news from "@/app/api/admin/news/route";
import * as newsItem from "@/app/api/admin/news/[id]/route";
import * as newsPublish from "@/app/api/admin/news/[id]/publish/route";
import * as tips from "@/app/api/admin/tips/route";
import * as tipItem from "@/app/api/admin/tips/[id]/route";
import * as tipPublish from "@/app/api/admin/tips/[id]/publish/route";
import * as reviews from "@/app/api/admin/reviews/route";
import * as reviewItem from "@/app/api/admin/reviews/[id]/route";
import * as reviewPublish from "@/app/api/admin/reviews/[id]/publish/route";
import * as destinations from "@/app/api/admin/destinations/route";
import { adminCounts, listAuditLog } from "@/lib/admin/audit";
import { fileOf, formOf, png, send, signedUpAdmin } from "../support/admin";

let admin: Awaited<ReturnType<typeof signedUpAdmin>>;
let uploadsDir: string;
let destination: { id: number; name: string; country: string };

const auditsFor = (targetType: string, targetId: number | string) =>
  db().auditLog.findMany({ where: { targetType, targetId: String(targetId) }, orderBy: { id: "asc" } });

const storedFiles = () => (fs.existsSync(uploadsDir) ? fs.readdirSync(uploadsDir).sort() : []);
const keyOf = (url: string) => url.replace(/^\/uploads\//, "");

beforeAll(async () => {
  uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), "wb-uploads-"));
  process.env.UPLOADS_DIR = uploadsDir;
  delete process.env.UPLOADTHING_TOKEN;
  admin = await signedUpAdmin();
  destination = await db().destination.findFirstOrThrow({ where: { slug: "paris" }, select: { id: true, name: true, country: true } });
});

afterAll(async () => {
  fs.rmSync(uploadsDir, { recursive: true, force: true });
  await db().$disconnect();
});

describe("news articles", () => {
  let id: number;
  let imageUrl: string;

  it("creates a draft article with an image, a slug, tags from comma-separated text and an audit row", async () => {
    const res = await send(news.POST, {
      method: "POST",
      cookie: admin.cookie,
      form: formOf({ title: "Cheap Flights to Lisbon!", content: "Fares **dropped** this week.", summary: "Lisbon for less", category: "deals", published: "false", featured: "true", tags: " lisbon, flights ,, Lisbon, europe ", image: fileOf(await png(), "cover.png", "image/png") }),
    });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({
      message: "Article created",
      title: "Cheap Flights to Lisbon!",
      slug: "cheap-flights-to-lisbon",
      content: "Fares **dropped** this week.",
      summary: "Lisbon for less",
      category: "deals",
      published: false,
      featured: true,
      tags: ["lisbon", "flights", "europe"],
      published_at: null,
      author: { id: admin.user.id, username: admin.user.username },
    });
    expect(res.json.image_url).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/);
    expect(typeof res.json.created_at).toBe("string");
    expect(storedFiles()).toContain(keyOf(res.json.image_url));
    id = res.json.id;
    imageUrl = res.json.image_url;

    const [audit] = await auditsFor("news", id);
    expect(audit).toMatchObject({ action: "news.create", actorId: admin.user.id, actorEmail: admin.email, details: { title: "Cheap Flights to Lisbon!", slug: "cheap-flights-to-lisbon", published: false } });
  });

  it("makes a second article with the same title a unique slug", async () => {
    const res = await send(news.POST, { method: "POST", cookie: admin.cookie, form: formOf({ title: "Cheap flights to Lisbon", content: "Again." }) });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ slug: "cheap-flights-to-lisbon-2", category: "general", published: false, featured: false, tags: [], image_url: null });
  });

  it("lists articles for the admin, drafts included, newest first", async () => {
    const res = await send(news.GET, { cookie: admin.cookie });
    expect(res.status).toBe(200);
    const list = res.json as unknown as Array<{ id: number; slug: string }>;
    expect(Array.isArray(list)).toBe(true);
    expect(list.map((item) => item.slug).slice(0, 2)).toEqual(["cheap-flights-to-lisbon-2", "cheap-flights-to-lisbon"]);
  });

  it("edits an article: no new image keeps the current one, the slug stays, changed fields are audited", async () => {
    const res = await send(newsItem.PUT, {
      method: "PUT",
      params: { id: String(id) },
      cookie: admin.cookie,
      form: formOf({ title: "Lisbon fares are down", content: "Fares **dropped** this week.", summary: "", category: "deals", tags: "lisbon", image: fileOf(Buffer.alloc(0), "", "application/octet-stream") }),
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ message: "Article updated", id, title: "Lisbon fares are down", slug: "cheap-flights-to-lisbon", summary: null, tags: ["lisbon"], image_url: imageUrl, featured: true });
    const audits = await auditsFor("news", id);
    expect(audits.at(-1)).toMatchObject({ action: "news.update", details: { changed: ["title", "summary", "tags"] } });
  });

  it("replaces the image when a new one is chosen and removes the old file", async () => {
    const res = await send(newsItem.PUT, { method: "PUT", params: { id: String(id) }, cookie: admin.cookie, form: formOf({ title: "Lisbon fares are down", content: "New body", image: fileOf(await png(20, 10), "new.png", "image/png") }) });
    expect(res.status).toBe(200);
    expect(res.json.image_url).not.toBe(imageUrl);
    expect(storedFiles()).toContain(keyOf(res.json.image_url));
    expect(storedFiles()).not.toContain(keyOf(imageUrl));
    imageUrl = res.json.image_url;
  });

  it("publishes (setting published_at once), unpublishes, and audits each toggle", async () => {
    const on = await send(newsPublish.PATCH, { method: "PATCH", params: { id: String(id) }, cookie: admin.cookie, json: { published: true } });
    expect(on.status).toBe(200);
    expect(on.json).toMatchObject({ message: "Article published", id, published: true });
    const firstPublishedAt = on.json.published_at;
    expect(typeof firstPublishedAt).toBe("string");

    const off = await send(newsPublish.PATCH, { method: "PATCH", params: { id: String(id) }, cookie: admin.cookie, json: { published: false } });
    expect(off.json).toMatchObject({ message: "Article unpublished", published: false, published_at: firstPublishedAt });
    const again = await send(newsPublish.PATCH, { method: "PATCH", params: { id: String(id) }, cookie: admin.cookie, json: { published: true } });
    expect(again.json.published_at).toBe(firstPublishedAt);

    const actions = (await auditsFor("news", id)).map((row) => row.action);
    expect(actions.slice(-3)).toEqual(["news.publish", "news.unpublish", "news.publish"]);
  });

  it.each([
    ["malformed JSON", { raw: '{"published": ', headers: { "content-type": "application/json" } }, 400, "Malformed JSON body"],
    ["a string instead of a boolean", { json: { published: "yes" } }, 400, "published must be true or false"],
    ["a missing published", { json: {} }, 400, "published must be true or false"],
    ["a form body", { raw: "published=true", headers: { "content-type": "application/x-www-form-urlencoded" } }, 415, "Request body must be JSON (Content-Type: application/json)"],
    ["an oversized body", { json: { published: true, padding: "x".repeat(101 * 1024) } }, 413, "Request body is larger than 100 KB"],
  ])("refuses to publish with %s", async (_case, options, status, message) => {
    const res = await send(newsPublish.PATCH, { method: "PATCH", params: { id: String(id) }, cookie: admin.cookie, ...options });
    expect(res.status).toBe(status);
    expect(res.json.message).toBe(message);
  });

  it.each([
    ["PUT", () => newsItem.PUT, { form: formOf({ title: "x", content: "y" }) }],
    ["DELETE", () => newsItem.DELETE, {}],
    ["PATCH publish", () => newsPublish.PATCH, { json: { published: true } }],
  ] as const)("answers 404 to %s of an unknown or malformed id", async (_case, handler, options) => {
    for (const badId of ["999999999", "abc", "0", "-1"]) {
      const res = await send(handler(), { method: _case.split(" ")[0], params: { id: badId }, cookie: admin.cookie, ...options });
      expect(res.status).toBe(404);
      expect(res.json.message).toBe("Article not found");
    }
  });

  it("deletes the article and its image file, and audits it", async () => {
    const res = await send(newsItem.DELETE, { method: "DELETE", params: { id: String(id) }, cookie: admin.cookie });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ message: "Article deleted", id });
    expect(await db().newsArticle.findUnique({ where: { id } })).toBeNull();
    expect(storedFiles()).not.toContain(keyOf(imageUrl));
    expect((await auditsFor("news", id)).at(-1)).toMatchObject({ action: "news.delete", details: { title: "Lisbon fares are down" } });
    const again = await send(newsItem.DELETE, { method: "DELETE", params: { id: String(id) }, cookie: admin.cookie });
    expect(again.status).toBe(404);
  });

  it.each([
    ["no title", { content: "Body" }, "Title is required"],
    ["a blank title", { title: "   ", content: "Body" }, "Title is required"],
    ["no content", { title: "Title" }, "Content is required"],
    ["an unknown category", { title: "T", content: "C", category: "gossip" }, "Category must be one of: general, destinations, tips, deals, guides"],
    ["a tip category", { title: "T", content: "C", category: "packing" }, "Category must be one of: general, destinations, tips, deals, guides"],
    ["published that is not a boolean", { title: "T", content: "C", published: "maybe" }, "published must be true or false"],
    ["a title over 200 characters", { title: "x".repeat(201), content: "C" }, "Title must be at most 200 characters"],
    ["a tag over 50 characters", { title: "T", content: "C", tags: "y".repeat(51) }, "Each tag must be at most 50 characters"],
  ])("refuses an article with %s (400) and saves nothing", async (_case, fields, message) => {
    const before = { items: await db().newsArticle.count(), files: storedFiles().length, audits: await db().auditLog.count() };
    const res = await send(news.POST, { method: "POST", cookie: admin.cookie, form: formOf({ ...fields, image: fileOf(await png(), "ok.png", "image/png") }) });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe(message);
    expect({ items: await db().newsArticle.count(), files: storedFiles().length, audits: await db().auditLog.count() }).toEqual(before);
  });

  it.each([
    ["a JSON body", { json: { title: "T", content: "C" } }, 415, "Request body must be multipart/form-data"],
    ["no content type", { raw: "title=T" , headers: { "content-type": "" } }, 415, "Request body must be multipart/form-data"],
    ["a multipart type without a boundary", { raw: "x", headers: { "content-type": "multipart/form-data" } }, 400, "Malformed multipart body"],
    ["a truncated multipart body", { raw: '--b\r\nContent-Disposition: form-data; name="title"\r\n\r\nT', headers: { "content-type": "multipart/form-data; boundary=b" } }, 400, "Malformed multipart body"],
    ["a text field over 256 KB", { form: formOf({ title: "T", content: "x".repeat(257 * 1024) }) }, 413, "The content field is too long"],
    ["a declared body far over the limit", { raw: "x", headers: { "content-type": "multipart/form-data; boundary=b", "content-length": String(500 * 1024 * 1024) } }, 413, "Request body is too large: images must be 5 MB or smaller each"],
    ["two images", { form: formOf({ title: "T", content: "C", image: [fileOf(Buffer.from("a"), "a.png"), fileOf(Buffer.from("b"), "b.png")] }) }, 400, "Only one image can be uploaded"],
    ["a file in another field", { form: formOf({ title: "T", content: "C", photos: fileOf(Buffer.from("a"), "a.png") }) }, 400, 'Unexpected file field "photos"'],
  ])("refuses %s", async (_case, options, status, message) => {
    const before = await db().newsArticle.count();
    const res = await send(news.POST, { method: "POST", cookie: admin.cookie, ...options });
    expect(res.status).toBe(status);
    expect(res.json.message).toBe(message);
    expect(await db().newsArticle.count()).toBe(before);
  });
});

describe("travel tips", () => {
  it("creates, edits, publishes and deletes a tip; links a destination named in the free text", async () => {
    const created = await send(tips.POST, {
      method: "POST",
      cookie: admin.cookie,
      form: formOf({ title: "Pack light for Paris", content: "One bag.", category: "packing", destination: "paris", published: "on", featured: "", tags: "paris, packing", image: fileOf(await png(), "tip.png", "image/png") }),
    });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ message: "Travel tip created", slug: "pack-light-for-paris", category: "packing", destination: "paris", destination_id: destination.id, published: true, featured: false, tags: ["paris", "packing"] });
    const id = created.json.id as number;
    const image = created.json.image_url as string;

    const edited = await send(tipItem.PUT, { method: "PUT", params: { id: String(id) }, cookie: admin.cookie, form: formOf({ title: "Pack light", content: "One bag only.", category: "budget", destination: "Atlantis" }) });
    expect(edited.status).toBe(200);
    expect(edited.json).toMatchObject({ message: "Travel tip updated", slug: "pack-light-for-paris", category: "budget", destination: "Atlantis", destination_id: null, image_url: image, published: true });

    const off = await send(tipPublish.PATCH, { method: "PATCH", params: { id: String(id) }, cookie: admin.cookie, json: { published: false } });
    expect(off.json).toMatchObject({ message: "Travel tip unpublished", published: false });

    const list = await send(tips.GET, { cookie: admin.cookie });
    expect((list.json as unknown as Array<{ id: number }>).some((tip) => tip.id === id)).toBe(true);

    const removed = await send(tipItem.DELETE, { method: "DELETE", params: { id: String(id) }, cookie: admin.cookie });
    expect(removed.json).toMatchObject({ message: "Travel tip deleted", id });
    expect(storedFiles()).not.toContain(keyOf(image));
    expect((await auditsFor("tip", id)).map((row) => row.action)).toEqual(["tip.create", "tip.update", "tip.unpublish", "tip.delete"]);
  });

  it.each([
    ["a news category", { title: "T", content: "C", category: "deals" }, "Category must be one of: general, budget, safety, accommodation, food, transportation, packing, photography, family, solo"],
    ["no title", { content: "C" }, "Title is required"],
    ["no content", { title: "T", content: "" }, "Content is required"],
  ])("refuses a tip with %s", async (_case, fields, message) => {
    const res = await send(tips.POST, { method: "POST", cookie: admin.cookie, form: formOf(fields) });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe(message);
  });
});

describe("destination reviews", () => {
  let id: number;
  let photos: string[];

  it("creates a review with three photos", async () => {
    const res = await send(reviews.POST, {
      method: "POST",
      cookie: admin.cookie,
      form: formOf({
        destination_id: String(destination.id),
        title: "Paris in spring",
        content: "Lovely.",
        rating: "4",
        visit_date: "2026-04-12",
        pros: "Food",
        cons: "Crowds",
        published: "true",
        photos: await Promise.all([1, 2, 3].map(async (n) => fileOf(await png(8 + n, 8), `p${n}.png`, "image/png"))),
      }),
    });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ message: "Review created", destination_id: destination.id, destination, title: "Paris in spring", rating: 4, visit_date: "2026-04-12", pros: "Food", cons: "Crowds", published: true });
    expect(res.json.photos).toHaveLength(3);
    for (const url of res.json.photos as string[]) expect(url).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/);
    id = res.json.id;
    photos = res.json.photos;
  });

  it("defaults the rating to 5 and the visit date to none", async () => {
    const res = await send(reviews.POST, { method: "POST", cookie: admin.cookie, form: formOf({ destination_id: String(destination.id), title: "Quick visit", content: "Fine.", rating: "", visit_date: "" }) });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ rating: 5, visit_date: null, photos: [], published: false });
  });

  it("adds new photos to the existing ones on edit and audits the count", async () => {
    const res = await send(reviewItem.PUT, {
      method: "PUT",
      params: { id: String(id) },
      cookie: admin.cookie,
      form: formOf({ destination_id: String(destination.id), title: "Paris in spring", content: "Lovely.", rating: "5", photos: [fileOf(await png(30, 30), "more.png", "image/png")] }),
    });
    expect(res.status).toBe(200);
    expect(res.json.photos).toHaveLength(4);
    expect((res.json.photos as string[]).slice(0, 3)).toEqual(photos);
    expect(res.json).toMatchObject({ message: "Review updated", rating: 5, visit_date: "2026-04-12" });
    expect((await auditsFor("review", id)).at(-1)).toMatchObject({ action: "review.update", details: { changed: ["rating"], photos_added: 1, photos_removed: 0 } });
    photos = res.json.photos;
  });

  it("refuses photos beyond 20 in all (400), counting those the review has, and stores none of them", async () => {
    const files = storedFiles().length;
    const seventeen = await Promise.all(Array.from({ length: 17 }, async (_, n) => fileOf(await png(4 + n, 4), `x${n}.png`, "image/png")));
    const res = await send(reviewItem.PUT, { method: "PUT", params: { id: String(id) }, cookie: admin.cookie, form: formOf({ destination_id: String(destination.id), title: "T", content: "C", photos: seventeen }) });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe("A review can have at most 20 photos");
    expect(storedFiles().length).toBe(files);
    expect((await db().destinationReview.findUniqueOrThrow({ where: { id } })).photos).toEqual(photos);

    const sixteen = seventeen.slice(0, 16);
    const ok = await send(reviewItem.PUT, { method: "PUT", params: { id: String(id) }, cookie: admin.cookie, form: formOf({ destination_id: String(destination.id), title: "T", content: "C", photos: sixteen }) });
    expect(ok.status).toBe(200);
    expect(ok.json.photos).toHaveLength(20);
    photos = ok.json.photos;
  });

  it("keeps the 20-photo limit when two edits add photos at once; the refused one leaves no files behind", async () => {
    const created = await send(reviews.POST, { method: "POST", cookie: admin.cookie, form: formOf({ destination_id: String(destination.id), title: "Race", content: "C" }) });
    const raceId = String(created.json.id);
    const before = storedFiles().length;
    const eleven = (seed: number) => Promise.all(Array.from({ length: 11 }, async (_, n) => fileOf(await png(5 + n, 5 + seed), `r${seed}-${n}.png`, "image/png")));
    const [a, b] = await Promise.all(
      [await eleven(1), await eleven(2)].map((files) => send(reviewItem.PUT, { method: "PUT", params: { id: raceId }, cookie: admin.cookie, form: formOf({ destination_id: String(destination.id), title: "Race", content: "C", photos: files }) })),
    );
    expect([a!.status, b!.status].sort()).toEqual([200, 400]);
    expect([a!.json.message, b!.json.message]).toContain("A review can have at most 20 photos");
    const saved = (await db().destinationReview.findUniqueOrThrow({ where: { id: Number(raceId) } })).photos;
    expect(saved).toHaveLength(11);
    expect(storedFiles().length).toBe(before + 11);
    for (const url of saved) expect(storedFiles()).toContain(keyOf(url));
    await send(reviewItem.DELETE, { method: "DELETE", params: { id: raceId }, cookie: admin.cookie });
    expect(storedFiles().length).toBe(before);
  });

  it("refuses 21 photos in one new review", async () => {
    const files = await Promise.all(Array.from({ length: 21 }, async (_, n) => fileOf(await png(4 + n, 4), `y${n}.png`, "image/png")));
    const before = storedFiles().length;
    const res = await send(reviews.POST, { method: "POST", cookie: admin.cookie, form: formOf({ destination_id: String(destination.id), title: "T", content: "C", photos: files }) });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe("A review can have at most 20 photos");
    expect(storedFiles().length).toBe(before);
  });

  it("removes chosen photos (remove_photos) and their files", async () => {
    const [first, second] = photos;
    const res = await send(reviewItem.PUT, { method: "PUT", params: { id: String(id) }, cookie: admin.cookie, form: formOf({ destination_id: String(destination.id), title: "T", content: "C", remove_photos: [first!, second!] }) });
    expect(res.status).toBe(200);
    expect(res.json.photos).toEqual(photos.slice(2));
    expect(storedFiles()).not.toContain(keyOf(first!));
  });

  it.each([
    ["no destination", { destination_id: undefined }, "Destination is required"],
    ["an empty destination", { destination_id: "", title: "T", content: "C" }, "Destination is required"],
    ["an unknown destination", { destination_id: "987654321", title: "T", content: "C" }, "Destination not found"],
    ["a destination that is not a number", { destination_id: "paris", title: "T", content: "C" }, "Destination not found"],
    ["a rating of 0", { rating: "0" }, "Rating must be a whole number from 1 to 5"],
    ["a rating of 6", { rating: "6" }, "Rating must be a whole number from 1 to 5"],
    ["a fractional rating", { rating: "4.5" }, "Rating must be a whole number from 1 to 5"],
    ["a rating that is text", { rating: "great" }, "Rating must be a whole number from 1 to 5"],
    ["an impossible visit date", { visit_date: "2026-02-30" }, "Visit date must be a date (YYYY-MM-DD)"],
    ["a visit date that is not a date", { visit_date: "last spring" }, "Visit date must be a date (YYYY-MM-DD)"],
    ["no title", { title: "" }, "Title is required"],
  ])("refuses a review with %s (400) and saves nothing", async (_case, fields, message) => {
    const before = { items: await db().destinationReview.count(), files: storedFiles().length };
    const res = await send(reviews.POST, {
      method: "POST",
      cookie: admin.cookie,
      form: formOf({ destination_id: String(destination.id), title: "T", content: "C", ...fields, photos: fileOf(await png(), "p.png", "image/png") }),
    });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe(message);
    expect({ items: await db().destinationReview.count(), files: storedFiles().length }).toEqual(before);
  });

  it("publishes, unpublishes, lists and deletes a review with its photo files", async () => {
    const off = await send(reviewPublish.PATCH, { method: "PATCH", params: { id: String(id) }, cookie: admin.cookie, json: { published: false } });
    expect(off.json).toMatchObject({ message: "Review unpublished", published: false });
    const list = await send(reviews.GET, { cookie: admin.cookie });
    expect((list.json as unknown as Array<{ id: number }>).some((review) => review.id === id)).toBe(true);
    const current = (await db().destinationReview.findUniqueOrThrow({ where: { id } })).photos;
    const res = await send(reviewItem.DELETE, { method: "DELETE", params: { id: String(id) }, cookie: admin.cookie });
    expect(res.json).toMatchObject({ message: "Review deleted", id });
    for (const url of current) expect(storedFiles()).not.toContain(keyOf(url));
    expect((await auditsFor("review", id)).map((row) => row.action)).toEqual(["review.create", "review.update", "review.update", "review.update", "review.unpublish", "review.delete"]);
  });
});

describe("GET /api/admin/destinations", () => {
  it("finds destinations by name or country, ignoring case and accents", async () => {
    const res = await send(destinations.GET, { path: "/api/admin/destinations?q=PARIS", cookie: admin.cookie });
    expect(res.status).toBe(200);
    const found = res.json as unknown as Array<{ id: number; name: string; country: string }>;
    expect(found[0]).toEqual(destination);
    expect(Object.keys(found[0]!).sort()).toEqual(["country", "id", "name"]);

    const saoPaulo = await send(destinations.GET, { path: "/api/admin/destinations?q=sao%20paulo", cookie: admin.cookie });
    expect((saoPaulo.json as unknown as Array<{ name: string }>).map((d) => d.name)).toContain("São Paulo");
    const byCountry = await send(destinations.GET, { path: "/api/admin/destinations?q=france", cookie: admin.cookie });
    expect((byCountry.json as unknown as Array<{ country: string }>).every((d) => d.country === "France")).toBe(true);
  });

  it("limits the list (20 by default, ?limit up to 100) and treats LIKE wildcards as text", async () => {
    const all = await send(destinations.GET, { path: "/api/admin/destinations", cookie: admin.cookie });
    expect(all.json as unknown as unknown[]).toHaveLength(20);
    const five = await send(destinations.GET, { path: "/api/admin/destinations?q=a&limit=5", cookie: admin.cookie });
    expect(five.json as unknown as unknown[]).toHaveLength(5);
    const wildcard = await send(destinations.GET, { path: "/api/admin/destinations?q=%25", cookie: admin.cookie });
    expect(wildcard.json).toEqual([]);
    const bad = await send(destinations.GET, { path: "/api/admin/destinations?limit=-3", cookie: admin.cookie });
    expect(bad.status).toBe(400);
    expect(bad.json.message).toBe("limit must be a positive whole number");
  });
});

describe("admin-tools queries", () => {
  it("counts users and content and pages through the audit log, newest first", async () => {
    const counts = await adminCounts();
    expect(counts.users).toBe(await db().user.count());
    expect(counts.premiumUsers).toBe(await db().user.count({ where: { isPremiumUser: true } }));
    expect(counts.news).toEqual({ total: await db().newsArticle.count(), published: await db().newsArticle.count({ where: { published: true } }) });
    expect(counts.reviews.total).toBe(await db().destinationReview.count());
    expect(counts.tips.total).toBe(await db().travelTip.count());

    const first = await listAuditLog({ page: 1, pageSize: 3 });
    expect(first.entries).toHaveLength(3);
    expect(first.total).toBe(await db().auditLog.count());
    expect(first.pageCount).toBe(Math.ceil(first.total / 3));
    expect(first.entries[0]!.action).toBe("review.delete");
    expect(first.entries[0]).toMatchObject({ actorEmail: admin.email, actorId: admin.user.id, targetType: "review" });
    const second = await listAuditLog({ page: 2, pageSize: 3 });
    expect(second.entries[0]!.id).not.toBe(first.entries[0]!.id);
    expect(Number(second.entries[0]!.id)).toBeLessThan(Number(first.entries[2]!.id));
  });
});
