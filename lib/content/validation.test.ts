import { premiumStatusSchema } from "@/lib/users/schema";
import { isIsoDate, newsFormSchema, parseTags, reviewFormSchema, tipFormSchema } from "./validation";

describe("parseTags", () => {
  it("splits comma-separated text, trims, drops empties and case-insensitive duplicates", () => {
    expect(parseTags(" Paris,  food ,,paris, street   food ")).toEqual(["Paris", "food", "street food"]);
    expect(parseTags("")).toEqual([]);
  });
});

describe("isIsoDate", () => {
  it.each(["2026-04-12", "2024-02-29", "2026-04-12T10:00:00Z", "2026-04-12T10:00:00.000+02:00"])("accepts %s", (value) => {
    expect(isIsoDate(value)).toBe(true);
  });
  it.each(["2026-02-29", "2026-13-01", "12/04/2026", "2026-4-1", "yesterday", "1800-01-01"])("refuses %s", (value) => {
    expect(isIsoDate(value)).toBe(false);
  });
});

describe("content form schemas", () => {
  it("reads checkbox and select values as booleans and defaults nothing on its own", () => {
    expect(newsFormSchema.parse({ title: " T ", content: "C", published: "on", featured: "false", summary: "  " })).toEqual({ title: "T", content: "C", published: true, featured: false, summary: null });
  });

  it("falls back to the general category when the field is empty", () => {
    expect(tipFormSchema.parse({ title: "T", content: "C", category: "" }).category).toBe("general");
    expect(tipFormSchema.safeParse({ title: "T", content: "C", category: "deals" }).success).toBe(false);
  });

  it("takes an empty rating as 5 and keeps the date part of a timestamp", () => {
    expect(reviewFormSchema.parse({ destination_id: "3", title: "T", content: "C", rating: "", visit_date: "2026-04-12T08:00:00Z" })).toMatchObject({ destination_id: 3, rating: 5, visit_date: "2026-04-12" });
  });

  it("normalises the e-mail of a premium change and wants a real boolean", () => {
    expect(premiumStatusSchema.parse({ email: " Ana@Example.COM ", isPremium: false })).toEqual({ email: "ana@example.com", isPremium: false });
    expect(premiumStatusSchema.safeParse({ email: "ana@example.com", isPremium: 1 }).success).toBe(false);
  });
});
