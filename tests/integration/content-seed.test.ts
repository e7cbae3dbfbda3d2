import { db } from "@/lib/db";
import { seedContent } from "@/prisma/seed/content";
import { parseCities, seedCityDestinations } from "@/prisma/seed/content-destinations";
import { parseContentFile } from "@/prisma/seed/content";

afterAll(async () => {
  await db().$disconnect();
});

const counts = async () => ({
  destinations: await db().destination.count(),
  articles: await db().newsArticle.count(),
  tips: await db().travelTip.count(),
  reviews: await db().destinationReview.count(),
});

describe("content seed", () => {
  it("is idempotent: running it twice more leaves the same rows", async () => {
    const before = await counts();
    expect(before.articles).toBeGreaterThanOrEqual(12);
    expect(before.tips).toBeGreaterThanOrEqual(20);
    expect(before.reviews).toBeGreaterThanOrEqual(30);
    for (let run = 0; run < 2; run += 1) {
      await seedCityDestinations(db());
      expect(await seedContent(db())).toBe("0 new articles, 0 new tips, 0 new reviews");
    }
    expect(await counts()).toEqual(before);
  });

  it("keeps an admin's edits to a seeded article and an admin's destination description", async () => {
    await db().newsArticle.update({ where: { slug: "flexible-dates-beat-flash-sales" }, data: { published: false } });
    await db().destination.update({ where: { slug: "rome" }, data: { description: "Written by the admin." } });
    try {
      await seedContent(db());
      await seedCityDestinations(db());
      expect((await db().newsArticle.findUniqueOrThrow({ where: { slug: "flexible-dates-beat-flash-sales" } })).published).toBe(false);
      expect((await db().destination.findUniqueOrThrow({ where: { slug: "rome" } })).description).toBe("Written by the admin.");
    } finally {
      await db().newsArticle.update({ where: { slug: "flexible-dates-beat-flash-sales" }, data: { published: true } });
    }
  });

  it("leaves a kind of content alone once an admin has changed it: a deleted seed article stays deleted", async () => {
    const rollback = new Error("rollback");
    await expect(
      db().$transaction(async (tx) => {
        const article = await tx.newsArticle.findUniqueOrThrow({ where: { slug: "flexible-dates-beat-flash-sales" } });
        await tx.newsArticle.delete({ where: { id: article.id } });
        await tx.auditLog.create({ data: { actorEmail: "admin@example.test", action: "news.delete", targetType: "news", targetId: String(article.id) } });
        // Other test files' admin changes to tips are in the log too; this test's tips have none.
        await tx.auditLog.deleteMany({ where: { targetType: "tip" } });
        const tipsBefore = await tx.travelTip.count();
        await tx.travelTip.deleteMany({ where: { slug: { in: (await tx.travelTip.findMany({ take: 1, select: { slug: true } })).map((tip) => tip.slug) } } });

        // Tips were deleted without an admin action (no audit entry), so the seed restores them;
        // the article was deleted by an admin, so it stays deleted.
        expect(await seedContent(tx as unknown as Parameters<typeof seedContent>[0])).toBe("0 new articles, 1 new tips, 0 new reviews");
        expect(await tx.newsArticle.count({ where: { slug: "flexible-dates-beat-flash-sales" } })).toBe(0);
        expect(await tx.travelTip.count()).toBe(tipsBefore);
        throw rollback;
      }),
    ).rejects.toBe(rollback);
  });

  it("reads the front matter of a content file and rejects a file without one", () => {
    const item = parseContentFile("x.md", '---\nslug: a-b\ntitle: "A: b"\ntags: one, two\n---\n\nBody **text**\n');
    expect(item.meta).toEqual({ slug: "a-b", title: "A: b", tags: "one, two" });
    expect(item.body).toBe("Body **text**");
    expect(() => parseContentFile("y.md", "no header")).toThrow("y.md: missing front matter");
  });

  it("names countries in English and describes each city", () => {
    const [city] = parseCities("kinshasa\tKinshasa\tCD\t-4.3\t15.3\t7785965\t1\n", (code) => ({ CD: "DR Congo" })[code] ?? code);
    expect(city).toMatchObject({ slug: "kinshasa", country: "DR Congo", population: 7785965 });
    expect(city!.description).toBe("Kinshasa is the capital of DR Congo, home to about 7.8 million people.");
  });
});
