import { db } from "@/lib/db";
import { getDestination, getPublishedArticle, getRelatedArticles, listDestinations, listNews, listReviews, listTips } from "@/lib/content/public";
import { CONTENT_PAGE_SIZE, DESTINATION_PAGE_SIZE, parseListParams, parseNewsParams } from "@/lib/content/public-params";

// Runs against the seeded content (prisma/data/content) plus a few rows each test adds and removes.
const PREFIX = "it-content-";

afterAll(async () => {
  await db().newsArticle.deleteMany({ where: { slug: { startsWith: PREFIX } } });
  await db().travelTip.deleteMany({ where: { slug: { startsWith: PREFIX } } });
  await db().destinationReview.deleteMany({ where: { title: { startsWith: PREFIX } } });
  await db().$disconnect();
});

const paris = () => db().destination.findUniqueOrThrow({ where: { slug: "paris" }, select: { id: true } });

describe("travel news", () => {
  it("never lists or serves a draft", async () => {
    await db().newsArticle.create({
      data: { slug: `${PREFIX}draft`, title: `${PREFIX}Draft article`, content: "Not yet.", category: "general", featured: true, published: false },
    });
    const pages = [];
    for (let page = 1; page <= (await listNews({})).pageCount; page += 1) pages.push(...(await listNews({ page })).items);
    expect(pages.some((article) => article.slug === `${PREFIX}draft`)).toBe(false);
    expect(await getPublishedArticle(`${PREFIX}draft`)).toBeNull();
    expect((await listNews({ category: "general" })).items.some((article) => article.slug === `${PREFIX}draft`)).toBe(false);
  });

  it("lists featured articles first, then the newest", async () => {
    const { items, total } = await listNews({});
    expect(total).toBeGreaterThanOrEqual(12);
    const firstPlain = items.findIndex((article) => !article.featured);
    expect(firstPlain).toBeGreaterThan(0);
    expect(items.slice(firstPlain).every((article) => !article.featured)).toBe(true);
    const plainDates = items.slice(firstPlain).map((article) => article.publishedAt);
    expect(plainDates).toEqual([...plainDates].sort().reverse());
  });

  it("filters by category and ignores an unknown one", async () => {
    const destinations = await listNews({ category: "destinations" });
    expect(destinations.total).toBeGreaterThan(0);
    expect(destinations.items.every((article) => article.category === "destinations")).toBe(true);
    expect(parseNewsParams({ category: "nonsense" }).category).toBeUndefined();
    expect(parseNewsParams({ category: "deals", page: "2" })).toEqual({ category: "deals", page: 2 });
  });

  it("pages through every published article exactly once", async () => {
    const first = await listNews({ page: 1 });
    expect(first.pageCount).toBe(Math.ceil(first.total / CONTENT_PAGE_SIZE));
    const seen = new Set<string>();
    for (let page = 1; page <= first.pageCount; page += 1) {
      for (const article of (await listNews({ page })).items) seen.add(article.slug);
    }
    expect(seen.size).toBe(first.total);
    expect((await listNews({ page: first.pageCount + 5 })).items).toEqual([]);
    expect(parseNewsParams({ page: "-3" }).page).toBe(1);
    expect(parseNewsParams({ page: "99999" }).page).toBe(100);
  });

  it("serves a published article with its author line, dates and related articles of its category", async () => {
    const article = await getPublishedArticle("kyoto-in-autumn-seeing-the-leaves-without-the-crowds");
    expect(article).toMatchObject({ category: "destinations", title: "Kyoto in autumn: seeing the leaves without the crowds" });
    expect(article!.content).toContain("## Timing");
    expect(Date.parse(article!.publishedAt)).not.toBeNaN();
    // Seeded articles carry their own dates: never "updated" on the day the seed ran.
    expect(article!.updatedAt).toBe(article!.publishedAt);
    const related = await getRelatedArticles(article!);
    expect(related.length).toBeGreaterThan(0);
    expect(related.every((item) => item.category === "destinations" && item.slug !== article!.slug)).toBe(true);
    expect(await getPublishedArticle("no-such-article")).toBeNull();
    expect(await getPublishedArticle("../etc/passwd")).toBeNull();
  });
});

describe("travel tips", () => {
  it("lists published tips, featured first, by category, without drafts", async () => {
    await db().travelTip.create({
      data: { slug: `${PREFIX}draft-tip`, title: `${PREFIX}Draft tip`, content: "Hidden", category: "packing", featured: true, published: false },
    });
    const all = await listTips({});
    expect(all.total).toBeGreaterThanOrEqual(20);
    const firstPlain = all.items.findIndex((tip) => !tip.featured);
    expect(firstPlain).toBeGreaterThan(0);
    expect(all.items.slice(firstPlain).every((tip) => !tip.featured)).toBe(true);

    const packing = await listTips({ category: "packing" });
    expect(packing.items.length).toBeGreaterThan(0);
    expect(packing.items.every((tip) => tip.category === "packing")).toBe(true);
    expect(packing.items.some((tip) => tip.slug === `${PREFIX}draft-tip`)).toBe(false);

    const london = all.items.concat((await listTips({ page: 2 })).items).find((tip) => tip.slug === "london-pay-as-you-go-with-contactless");
    expect(london?.destinationRef).toEqual({ slug: "london", name: "London" });
  });
});

describe("destination reviews", () => {
  it("lists published reviews only, with each destination's rating", async () => {
    const { id } = await paris();
    await db().destinationReview.create({ data: { destinationId: id, title: `${PREFIX}Draft review`, content: "Hidden", rating: 1, published: false } });
    const pages = [];
    const first = await listReviews({});
    expect(first.total).toBeGreaterThanOrEqual(30);
    for (let page = 1; page <= first.pageCount; page += 1) pages.push(...(await listReviews({ page })).items);
    expect(pages).toHaveLength(first.total);
    expect(pages.some((review) => review.title.startsWith(PREFIX))).toBe(false);
    expect(pages.every((review) => review.rating >= 1 && review.rating <= 5)).toBe(true);

    const all = await Promise.all(Array.from({ length: first.pageCount }, (_, index) => listReviews({ page: index + 1 })));
    const parisRating = all.map((page) => page.ratings.get("paris")).find(Boolean);
    // The two seeded Paris reviews (5 and 4); the 1-star draft does not count.
    expect(parisRating).toEqual({ reviewCount: 2, averageRating: 4.5 });
  });
});

describe("destinations", () => {
  it("holds the bundled places and at least 500 GeoNames cities, most populous first", async () => {
    const { items, total, pageCount } = await listDestinations({});
    expect(total).toBeGreaterThanOrEqual(500);
    expect(pageCount).toBe(Math.ceil(total / DESTINATION_PAGE_SIZE));
    const populations = items.map((item) => item.population ?? 0);
    expect(populations).toEqual([...populations].sort((a, b) => b - a));
    expect(items[0]!.population).toBeGreaterThan(10_000_000);
    // Places deals depend on keep their slugs; a GeoNames city gains its population.
    const lisbon = await db().destination.findUniqueOrThrow({ where: { slug: "lisbon" } });
    expect(lisbon.population).toBeGreaterThan(100_000);
    expect(lisbon.description).toMatch(/Lisbon is the capital of Portugal/);
  });

  it("searches names and countries, ignoring accents and case", async () => {
    const saoPaulo = await listDestinations({ q: "sao paulo" });
    expect(saoPaulo.items[0]!.name).toBe("São Paulo");
    const bogota = await listDestinations({ q: "BOGOTA" });
    expect(bogota.items.map((item) => item.name)).toContain("Bogotá");
    const accented = await listDestinations({ q: "Zürich" });
    expect(accented.items.map((item) => item.slug)).toContain("zurich");
    const japan = await listDestinations({ q: "japan" });
    expect(japan.total).toBeGreaterThan(3);
    expect(japan.items.every((item) => item.country === "Japan")).toBe(true);
    expect(japan.items.map((item) => item.name)).toContain("Tokyo");
  });

  it("puts an exact name first and treats LIKE wildcards as text", async () => {
    const paris = await listDestinations({ q: "Paris" });
    expect(paris.items[0]!.slug).toBe("paris");
    expect((await listDestinations({ q: "%" })).total).toBe(0);
    expect((await listDestinations({ q: "_" })).total).toBe(0);
    expect((await listDestinations({ q: "qqqxxzz" })).items).toEqual([]);
    expect(parseListParams({ q: "  lis\u0000bon  " }).q).toBe("lis bon");
  });

  it("counts published reviews and tips per destination", async () => {
    const { items } = await listDestinations({ q: "London" });
    const london = items.find((item) => item.slug === "london")!;
    expect(london.reviewCount).toBe(1);
    expect(london.averageRating).toBe(4);
    expect(london.tipCount).toBe(1);
  });

  it("shows one destination with its published reviews, tips, rating and live deals", async () => {
    const destination = await getDestination("paris");
    expect(destination).toMatchObject({ name: "Paris", country: "France", countryCode: "FR" });
    expect(destination!.reviews.every((review) => !review.title.startsWith(PREFIX))).toBe(true);
    expect(destination!.rating).toEqual({ reviewCount: 2, averageRating: 4.5 });
    expect(destination!.liveDealCount).toBeGreaterThanOrEqual(0);
    const unrated = await getDestination("karachi");
    expect(unrated?.rating).toBeNull();
    expect(unrated?.reviews).toEqual([]);
    expect(await getDestination("no-such-place")).toBeNull();
    expect(await getDestination("Paris")).toBeNull();
  });
});
