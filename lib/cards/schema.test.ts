import { cardPageQuerySchema, cardQuerySchema, cardsHref, firstValues } from "./schema";

describe("card directory URLs", () => {
  it("writes filters, sort and comparison in a fixed order and leaves defaults out", () => {
    expect(cardsHref({ compare: ["amex-gold", "chase-sapphire-preferred"], maxFee: 0, issuer: "Chase", sort: "fee-asc", noForeignFee: true })).toBe(
      "/credit-cards?issuer=Chase&maxFee=0&noForeignFee=1&compare=amex-gold,chase-sapphire-preferred",
    );
    expect(cardsHref({})).toBe("/credit-cards");
  });

  it("reads a query strictly for the API and leniently for the page", () => {
    const query = firstValues({ maxFee: "cheap", sort: "name", compare: "a,b,a", issuer: ["Citi", "Chase"] });
    expect(cardQuerySchema.safeParse(query).success).toBe(false);
    expect(cardPageQuerySchema.parse(query)).toEqual({ issuer: "Citi", sort: "name", compare: ["a", "b"], maxFee: undefined, program: undefined, noForeignFee: undefined });
  });

  it("refuses more than 3 cards to compare", () => {
    expect(cardQuerySchema.safeParse({ compare: "a,b,c,d" }).success).toBe(false);
    expect(cardPageQuerySchema.parse({ compare: "a,b,c,d" }).compare).toBeUndefined();
  });
});
