import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.E2E_PORT || 3100);
const baseURL = `http://localhost:${port}`;
// The accounts journey starts a real SMTP server (smtp-server) on this port inside the test.
const e2eSmtpPort = Number(process.env.E2E_SMTP_PORT || port + 20000);
// The premium journey starts a local Stripe-compatible server (tests/support/stripe-server.ts) here.
const e2eStripePort = Number(process.env.E2E_STRIPE_PORT || port + 21000);
// tests/e2e/ski.spec.ts starts a stand-in Liftie server here, so the live lift status is tested too.
process.env.LIFTIE_URL ||= `http://127.0.0.1:${port + 22000}`;

// Debian's Chromium (apt-get install chromium); Playwright never downloads a browser here.
const chromium = {
  executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
  ],
};

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [["list"], ["json", { outputFile: ".data/test-results/e2e.json" }]],
  use: {
    baseURL,
    trace: "retain-on-failure",
    launchOptions: chromium,
    // The service worker (docs/features/offline-app.md) would take over a page once it is idle, and
    // the requests it makes escape page.route (scripts blocked or stalled would arrive). Specs test
    // the site as a first visit sees it; tests/e2e/offline-trips.spec.ts allows the worker.
    serviceWorkers: "block",
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], launchOptions: chromium } },
  ],
  webServer: {
    // The production server as `npm start` runs it (one `next start` per core).
    command: `node scripts/serve.mjs -p ${port}`,
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      SMTP_URL: `smtp://127.0.0.1:${e2eSmtpPort}`,
      STRIPE_SECRET_KEY: "sk_test_e2e",
      STRIPE_WEBHOOK_SECRET: "whsec_e2e",
      STRIPE_API_BASE: `http://127.0.0.1:${e2eStripePort}`,
      LIFTIE_URL: process.env.LIFTIE_URL,
      // The suite's own requests come from 127.0.0.1 (and ::1) by the hundred a minute: not counted
      // against the render budget. tests/e2e/render-budget.spec.ts asks from 127.0.0.2, which is.
      RENDER_BUDGET_EXEMPT: "127.0.0.1,::1,::ffff:127.0.0.1",
      // Every spec signs up and in from that one address: more than a person's hourly allowance
      // (lib/rate-limit/policies.ts; the limits themselves are tested in tests/integration).
      RATE_LIMITS: "register_address=1000/3600,login_address=2000/900",
    },
  },
});
