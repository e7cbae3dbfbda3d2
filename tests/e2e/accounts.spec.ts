import { expect, test, type Page } from "@playwright/test";
import { routes } from "../../lib/routes";
import { wcagViolations } from "../support/axe";
import { startSmtpServer } from "../support/smtp";

// playwright.config.ts points the server's SMTP_URL at this port.
const e2eSmtpPort = Number(process.env.E2E_SMTP_PORT || Number(process.env.E2E_PORT || 3100) + 20000);

type Smtp = Awaited<ReturnType<typeof startSmtpServer>>;
let smtp: Smtp;

test.beforeAll(async () => {
  smtp = await startSmtpServer(e2eSmtpPort);
});
test.afterAll(async () => {
  await smtp?.close();
});

/** The path and query of the first link to `path` in the last message to `to` (the site URL may differ from the test server's). */
async function mailedLink(to: string, path: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(() => {
      link = smtp.lastTo(to)?.match(new RegExp(`https?://[^/\\s"]+(${path}\\?token=[A-Za-z0-9_-]+)`))?.[1];
      return link;
    }, { timeout: 15_000 })
    .toBeTruthy();
  return link!;
}

async function signIn(page: Page, identifier: string, password: string) {
  await page.getByLabel("Username or email").fill(identifier);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In", exact: true }).last().click();
}

async function logOut(page: Page, greeting: string) {
  await page.getByRole("button", { name: new RegExp(greeting) }).click();
  await page.getByRole("button", { name: "Log out" }).click();
  await expect(page.getByText("You have been successfully logged out").first()).toBeVisible();
}

const stamp = Date.now().toString(36);

test.describe.serial("a traveller's account", () => {
  const user = { username: `voyager${stamp}`, email: `voyager${stamp}@example.com`, name: "Vera Voyager", password: "first password 1" };

  test("registers, sees the verification notice, and resends the e-mail", async ({ page }) => {
    await page.goto("/auth");
    for (const benefit of ["Exclusive member-only travel deals", "Save up to 60% on hotels, flights and packages", "Personalized travel recommendations", "Create and save custom itineraries"]) {
      await expect(page.getByText(benefit)).toBeVisible();
    }
    await page.getByRole("tab", { name: "Create Account" }).click();
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByText("Username must be at least 3 characters")).toBeVisible();
    await expect(page.getByText("Please enter a valid email")).toBeVisible();
    await expect(page.getByText("Password must be at least 8 characters")).toBeVisible();

    await page.getByLabel("Username", { exact: true }).fill(user.username);
    await page.getByLabel("Email", { exact: true }).fill(user.email);
    await page.getByLabel("Full name (optional)").fill(user.name);
    await page.getByLabel("Password", { exact: true }).fill(user.password);
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByRole("heading", { name: "Verify your email" })).toBeVisible();
    await expect(page.getByText(user.email)).toBeVisible();
    await mailedLink(user.email, "/verify-email");
    const resend = page.getByRole("button", { name: "Resend verification email" });
    await resend.click();
    await expect(page.getByRole("button", { name: "Verification email sent!" })).toBeDisabled();
    await expect(page.getByText("Please check your inbox and click the verification link").first()).toBeVisible();
    // Registration signs nobody in (it answers alike for new and known e-mails): the notice leads to sign-in.
    await expect(page.getByRole("button", { name: /Hello, Vera Voyager/ })).toHaveCount(0);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(page.getByRole("tab", { name: "Sign In" })).toHaveAttribute("aria-selected", "true");
  });

  test("follows the e-mailed link to /verification-success, signed in by it", async ({ page }) => {
    await page.goto(await mailedLink(user.email, "/verify-email"));
    await expect(page).toHaveURL(/\/verification-success$/);
    await expect(page.getByRole("heading", { name: "Your email is verified" })).toBeVisible();
    await expect(page.getByRole("button", { name: /Hello, Vera Voyager/ })).toBeVisible();
  });

  test("signs out, then in with the username and with the e-mail", async ({ page }) => {
    await page.goto("/auth");
    await signIn(page, user.username, "wrong password");
    await expect(page.getByText("Account not found").first()).toBeVisible();
    await signIn(page, user.username, user.password);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("button", { name: /Hello, Vera Voyager/ })).toBeVisible();
    await page.getByRole("button", { name: /Hello, Vera Voyager/ }).hover();
    for (const item of ["Dashboard", "My Trips", "Saved Deals"]) await expect(page.getByRole("link", { name: item, exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: "Admin Dashboard" })).toHaveCount(0);
    const hint = async () => (await page.context().cookies()).find((cookie) => cookie.name === "wb_signed_in");
    expect((await hint())?.httpOnly).toBe(false);
    await logOut(page, "Hello, Vera Voyager");
    await expect(page.getByRole("link", { name: "Sign In", exact: true })).toBeVisible();
    expect(await hint()).toBeUndefined();

    await page.goto("/auth?redirect=/dashboard");
    await signIn(page, user.email.toUpperCase(), user.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole("heading", { name: "Welcome back, Vera Voyager" })).toBeVisible();
    await expect(page.getByTestId("email-status")).toHaveText("Verified");
  });

  test("a signed-in visitor of /auth goes straight to the redirect target, never off-site", async ({ page }) => {
    await page.goto("/auth");
    await signIn(page, user.username, user.password);
    await expect(page).toHaveURL(/\/$/);
    await page.goto("/auth?redirect=/settings");
    await expect(page).toHaveURL(/\/settings$/);
    for (const evil of ["//evil.tld", "/\\evil.tld", "https:evil.tld", "javascript:alert(1)"]) {
      await page.goto(`/auth?redirect=${encodeURIComponent(evil)}`);
      await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/$/);
    }
  });

  test("in another language, the API's answers read in that language too", async ({ page }) => {
    await page.goto("/es/auth");
    await page.getByRole("tab", { name: "Crear cuenta" }).click();
    await page.getByLabel("Nombre de usuario", { exact: true }).fill(user.username);
    await page.getByLabel("Correo electrónico", { exact: true }).fill(`other${stamp}@example.com`);
    await page.getByLabel("Contraseña", { exact: true }).fill("another password 1");
    await page.getByRole("button", { name: "Crear cuenta" }).click();
    // The API answers 409 "Username already exists" (docs/features/accounts.md); the page shows it in Spanish.
    await expect(page.getByText("El nombre de usuario ya existe").first()).toBeVisible();
    await expect(page.getByText("Username already exists")).toHaveCount(0);

    await page.getByRole("tab", { name: "Restablecer contraseña" }).click();
    await page.getByLabel("Correo electrónico", { exact: true }).fill(user.email);
    await page.getByRole("button", { name: "Enviar enlace de restablecimiento" }).click();
    await expect(page.getByText("Si existe una cuenta con ese correo, te hemos enviado un enlace para restablecer la contraseña.").first()).toBeVisible();
    await expect(page.getByText("If an account exists for that email")).toHaveCount(0);
  });

  test("resets a forgotten password from the e-mailed link", async ({ page }) => {
    await page.goto("/auth-page-new?redirect=/settings");
    await expect(page).toHaveURL(/\/auth\?redirect=%2Fsettings|\/auth\?redirect=\/settings/);
    await page.getByRole("tab", { name: "Reset Password" }).click();
    await page.getByLabel("Email", { exact: true }).fill(user.email);
    await page.getByRole("button", { name: "Send Reset Link" }).click();
    await expect(page.getByText("Password reset email sent").first()).toBeVisible();
    await expect(page.getByRole("tab", { name: "Sign In" })).toHaveAttribute("aria-selected", "true");

    await page.goto(await mailedLink(user.email, "/reset-password"));
    user.password = "second password 2";
    await page.getByLabel("New password").fill(user.password);
    await page.getByRole("button", { name: "Save new password" }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await signIn(page, user.username, user.password);
    await expect(page).toHaveURL(/\/$/);
  });

  test("deletes the account, after which it cannot sign in", async ({ page }) => {
    await page.goto("/auth?redirect=/settings");
    await signIn(page, user.username, user.password);
    await expect(page).toHaveURL(/\/settings$/);
    await page.getByRole("link", { name: "Delete my account" }).click();
    await expect(page).toHaveURL(/\/account\/delete$/);
    await page.getByLabel("Password", { exact: true }).fill(user.password);
    await page.getByRole("button", { name: "Delete account permanently" }).click();
    await expect(page.getByText("Type DELETE to confirm").last()).toBeVisible();
    await page.getByLabel("Type DELETE to confirm").fill("DELETE");
    await page.getByRole("button", { name: "Delete account permanently" }).click();
    await expect(page.getByText("Account deleted").first()).toBeVisible();
    await page.goto("/auth");
    await signIn(page, user.username, user.password);
    await expect(page.getByText("Account not found").first()).toBeVisible();
  });
});

test.describe("new passwords", () => {
  test("the meter under a new-password field tells how guessable it is, in the page's language", async ({ page }) => {
    await page.goto("/auth");
    await page.getByRole("tab", { name: "Create Account" }).click();
    const password = page.getByLabel("Password", { exact: true });
    const meter = page.getByTestId("password-strength");
    await expect(meter).toHaveText("");
    await password.fill("short");
    await expect(meter).toHaveText("Password strength: too short");
    await password.fill("password123");
    await expect(meter).toHaveText("Password strength: too common, easy to guess");
    await password.fill("bluehorse");
    await expect(meter).toHaveText("Password strength: weak");
    await password.fill("Blue-horse-7");
    await expect(meter).toHaveText("Password strength: strong");
    // Announced as it changes, and nothing in it breaks WCAG.
    await expect(meter.locator("[aria-live=polite]")).toHaveCount(1);
    expect(await wcagViolations(page)).toEqual([]);

    await page.goto("/de/auth");
    await page.getByRole("tab", { name: "Konto erstellen" }).click();
    await page.getByLabel("Passwort", { exact: true }).fill("password123");
    await expect(page.getByTestId("password-strength")).toHaveText("Passwortstärke: zu verbreitet, leicht zu erraten");
  });
});

test.describe("guarded routes", () => {
  const guarded = routes.filter((route) => route.auth).map((route) => (route.dynamic ? `${route.path}/demo-id` : route.path));

  test("send a signed-out visitor to /auth?redirect=<path>, and land there after sign-in", async ({ page, request }) => {
    test.setTimeout(180_000);
    const account = { username: `guard${stamp}`, email: `guard${stamp}@example.com`, password: "guarded password" };
    const created = await request.post("/api/register", { data: account });
    expect(created.status()).toBe(201);
    for (const path of guarded) {
      await page.context().clearCookies();
      await page.goto(path);
      await expect(page, path).toHaveURL(new RegExp(`/auth\\?redirect=${encodeURIComponent(path).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`));
      await signIn(page, account.username, account.password);
      await expect(page, path).toHaveURL(new RegExp(`${path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`));
    }
  });

  test("are checked on the server too: a forged session cookie is not enough", async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: "next-auth.session-token", value: "forged", url: baseURL! }]);
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/auth\?redirect=%2Fdashboard$/);
  });
});

test.describe("the readable signed-in hint", () => {
  const hint = async (page: Page) => (await page.context().cookies()).find((cookie) => cookie.name === "wb_signed_in");

  test("a signed-out visitor's page never asks for the account, so the console stays clean", async ({ page }) => {
    const accountCalls: string[] = [];
    const errors: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === "/api/user") accountCalls.push(request.url());
    });
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    await page.goto("/legal");
    await page.waitForLoadState("networkidle");

    expect(accountCalls).toEqual([]);
    expect(errors).toEqual([]);
    await expect(page.getByRole("link", { name: "Sign In", exact: true }).first()).toBeAttached();
  });

  test("follows the session cookie: given to a session without it, dropped when the server refuses the session", async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: "next-auth.session-token", value: "forged", url: baseURL! }]);
    const refused = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/user");
    await page.goto("/legal");
    expect((await refused).status()).toBe(401);
    await expect.poll(() => hint(page)).toBeUndefined();
    await expect(page.getByRole("link", { name: "Sign In", exact: true }).first()).toBeAttached();
  });

  test("is removed when no session backs it", async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: "wb_signed_in", value: "1", url: baseURL! }]);
    const accountCalls: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === "/api/user") accountCalls.push(request.url());
    });
    await page.goto("/legal");
    await page.waitForLoadState("networkidle");
    expect(await hint(page)).toBeUndefined();
    expect(accountCalls).toEqual([]);
  });
});
