// npm run stripe:setup: creates the Premium product and its two prices (lookup keys
// price_premium_monthly and price_premium_annual) in the Stripe account of STRIPE_SECRET_KEY.
// Idempotent: what exists is kept, only what is missing is created.
import { ensureStripeCatalog } from "../lib/billing/catalog";
import { getStripe } from "../lib/billing/stripe";

const stripe = getStripe();
if (!stripe) {
  console.error("STRIPE_SECRET_KEY is not set: Payments are not configured.");
  process.exit(1);
}
ensureStripeCatalog(stripe)
  .then((summary) => {
    for (const line of summary) console.log(line);
  })
  .catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
