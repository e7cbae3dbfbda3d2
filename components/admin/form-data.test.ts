import type { NewsItem, ReviewItem, TipItem } from "@/lib/content/serialize";
import { newsFormSchema, reviewFormSchema, tipFormSchema } from "@/lib/content/validation";
import { emptyValues, toFormData, valuesOf } from "./form-data";

// The admin screens' multipart forms, read back by the admin API's own schemas: the field names
// and encodings the screens send are the ones the server accepts.
const textFields = (form: FormData) => Object.fromEntries([...form.entries()].filter(([, value]) => typeof value === "string")) as Record<string, string>;
const png = () => new File([new Uint8Array([137, 80, 78, 71])], "p.png", { type: "image/png" });
const stamps = { created_at: "2026-11-01T00:00:00Z", updated_at: "2026-11-01T00:00:00Z", author: null };

describe("toFormData", () => {
  it("sends an article with the admin API's field names, tags as comma-separated text and the image", () => {
    const values = { ...emptyValues(), title: "  Lisbon  ", content: "Body", summary: "Short", category: "guides", tags: "portugal, budget", published: "true", featured: "true" };
    const form = toFormData("news", values, { image: png() });
    expect([...form.keys()].sort()).toEqual(["category", "content", "featured", "image", "published", "summary", "tags", "title"]);
    expect(form.get("image")).toBeInstanceOf(File);
    const parsed = newsFormSchema.parse(textFields(form));
    expect(parsed).toMatchObject({ title: "Lisbon", content: "Body", summary: "Short", category: "guides", published: true, featured: true, tags: ["portugal", "budget"] });
  });

  it("leaves the image out when none is chosen, so an edit keeps the current one", () => {
    expect(toFormData("tips", { ...emptyValues(), title: "T", content: "C" }).has("image")).toBe(false);
  });

  it("sends a tip with its free-text destination", () => {
    const form = toFormData("tips", { ...emptyValues(), title: "Kettle", content: "Oats", category: "packing", destination: "Tokyo", tags: "" });
    expect(form.has("summary")).toBe(false);
    expect(tipFormSchema.parse(textFields(form))).toMatchObject({ category: "packing", destination: "Tokyo", published: false, featured: false, tags: [] });
  });

  it("sends a review with its destination id, rating, visit date and every photo", () => {
    const values = { ...emptyValues(), title: "Porto", content: "Dusk", destination_id: "12", rating: "4", visit_date: "2026-05-14", pros: "Views", cons: "Hills" };
    const form = toFormData("reviews", values, { photos: [png(), png(), png()] });
    expect(form.getAll("photos")).toHaveLength(3);
    expect(form.has("featured")).toBe(false);
    expect(form.has("tags")).toBe(false);
    expect(reviewFormSchema.parse(textFields(form))).toMatchObject({ destination_id: 12, rating: 4, visit_date: "2026-05-14", pros: "Views", cons: "Hills" });
  });

  it("gives the schemas an empty form they refuse with the form's messages (the first of each field is shown)", () => {
    const result = reviewFormSchema.safeParse(textFields(toFormData("reviews", emptyValues())));
    expect(result.success).toBe(false);
    const firstPerField = new Map<string, string>();
    for (const issue of result.error?.issues ?? []) if (!firstPerField.has(issue.path.join("."))) firstPerField.set(issue.path.join("."), issue.message);
    expect(Object.fromEntries(firstPerField)).toEqual({ destination_id: "Destination is required", title: "Title is required", content: "Content is required" });
  });
});

describe("valuesOf", () => {
  it("turns a listed article back into the form it came from (the featured switch resends it)", () => {
    const item: NewsItem = { id: 1, slug: "a", title: "A", content: "B", summary: null, category: "deals", image_url: "/uploads/a.png", published: true, featured: false, tags: ["x", "y"], published_at: null, ...stamps };
    expect(valuesOf("news", item)).toMatchObject({ title: "A", content: "B", summary: "", category: "deals", tags: "x, y", published: "true", featured: "false" });
  });

  it("reads a tip's destination and a review's date, rating and texts", () => {
    const tip: TipItem = { id: 2, slug: "t", title: "T", content: "C", category: "solo", destination: "Oslo", destination_id: null, image_url: null, tags: [], published: false, featured: true, ...stamps };
    expect(valuesOf("tips", tip)).toMatchObject({ destination: "Oslo", featured: "true", tags: "" });
    const review: ReviewItem = { id: 3, destination_id: 7, destination: { id: 7, name: "Oslo", country: "Norway" }, title: "R", content: "C", rating: 3, visit_date: "2026-04-02", pros: null, cons: "Rain", photos: [], published: true, ...stamps };
    expect(valuesOf("reviews", review)).toMatchObject({ destination_id: "7", rating: "3", visit_date: "2026-04-02", pros: "", cons: "Rain" });
  });
});
