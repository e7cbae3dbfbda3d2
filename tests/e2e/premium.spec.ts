import { expect, test } from "@playwright/test";
import { startStripeServer, type FakeStripe } from "../support/stripe-server";

// playwright.config.ts points the server's STRIPE_API_BASE at this port.
const e2eStripePort = Number(process.env.E2E_STRIPE_PORT || Number(process.env.E2E_PORT || 3100) + 21000);

let stripe: FakeStripe;
test.beforeAll(async () => {
  stripe = await startStripeServer(e2eStripePort);
  stripe.seedPrices();
});
test.afterAll(async () => {
  await stripe?.close();
});

test("the plans page shows both cycles, the comparison table, the FAQ and the payment brands", async ({ page }) => {
  await page.goto("/subscription");
  await expect(page.getByRole("heading", { name: "Choose your plan" })).toBeVisible();
  await expect(page.getByRole("radio", { name: "Monthly" })).toHaveAttribute("aria-checked", "true");
  await expect(page.getByTestId("premium-price")).toContainText("$1.99/month");
  // The badge is a word of its own in the choice's name, not "AnnualSave 20%".
  await expect(page.getByRole("radio", { name: "Annual Save 20%", exact: true })).toBeVisible();
  await page.getByRole("radio", { name: /Annual/ }).click();
  await expect(page.getByTestId("premium-price")).toContainText("$19.08/year");
  await expect(page.getByTestId("premium-price")).toContainText("about $1.59 a month");
  await expect(page.getByTestId("premium-price")).toContainText("Save 20%");
  await expect(page.getByRole("table")).toContainText("Unlimited");
  await expect(page.getByText("Can I cancel anytime?")).toBeVisible();
  await expect(page.getByRole("main").getByRole("img", { name: "Visa" })).toBeVisible();
});

test("a signed-out visitor choosing annual signs in and is sent to the checkout url for price_premium_annual", async ({ page, playwright }) => {
  const stamp = Date.now().toString(36);
  const user = { username: `payer${stamp}`, email: `payer${stamp}@example.com`, password: "premium password 1" };
  const api = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  expect((await api.post("/api/register", { data: user })).status()).toBe(201);
  await api.dispose();

  await page.goto("/subscription");
  await page.getByRole("radio", { name: /Annual/ }).click();
  await page.getByRole("button", { name: "Upgrade to Premium" }).click();
  await expect(page).toHaveURL(/\/auth\?redirect=/);
  expect(decodeURIComponent(new URL(page.url()).searchParams.get("redirect")!)).toBe("/subscription-checkout?plan=premium&cycle=annual");

  const checkoutRequest = page.waitForRequest((req) => req.url().endsWith("/api/payment/create-checkout") && req.method() === "POST");
  await page.getByLabel("Username or email").fill(user.username);
  await page.getByLabel("Password", { exact: true }).fill(user.password);
  await page.getByRole("button", { name: "Sign In", exact: true }).last().click();
  expect((await checkoutRequest).postDataJSON()).toEqual({ priceId: "price_premium_annual", plan: "premium", cycle: "annual", mode: "subscription" });

  await page.waitForURL(new RegExp(`^${stripe.base}/c/pay/cs_`));
  const sessionId = new URL(page.url()).pathname.split("/").pop()!;
  expect(stripe.sessions.get(sessionId)).toMatchObject({ mode: "subscription", client_reference_id: expect.any(String) });
  expect(stripe.sessions.size).toBe(1);
});
