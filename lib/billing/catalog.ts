import type Stripe from "stripe";
import { CYCLES, PLAN_PRICES_USD, priceIdOf } from "./schema";

export const PREMIUM_PRODUCT_ID = "wanderbold_premium";

/** Creates the Premium product and a price per cycle with its lookup_key, unless they exist. */
export async function ensureStripeCatalog(stripe: Stripe): Promise<string[]> {
  const summary: string[] = [];
  try {
    await stripe.products.retrieve(PREMIUM_PRODUCT_ID);
    summary.push(`product ${PREMIUM_PRODUCT_ID}: exists`);
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode !== 404) throw error;
    await stripe.products.create({ id: PREMIUM_PRODUCT_ID, name: "Wander Bold Premium" }, { idempotencyKey: `setup-product-${PREMIUM_PRODUCT_ID}` });
    summary.push(`product ${PREMIUM_PRODUCT_ID}: created`);
  }
  for (const cycle of CYCLES) {
    const lookupKey = priceIdOf("premium", cycle);
    const existing = await stripe.prices.list({ lookup_keys: [lookupKey], active: true, limit: 1 });
    if (existing.data[0]) {
      summary.push(`price ${lookupKey}: exists (${existing.data[0].id})`);
      continue;
    }
    const price = await stripe.prices.create(
      {
        product: PREMIUM_PRODUCT_ID,
        currency: "usd",
        unit_amount: Math.round(PLAN_PRICES_USD.premium[cycle] * 100),
        recurring: { interval: cycle === "annual" ? "year" : "month" },
        lookup_key: lookupKey,
      },
      { idempotencyKey: `setup-price-${lookupKey}` },
    );
    summary.push(`price ${lookupKey}: created (${price.id})`);
  }
  return summary;
}
