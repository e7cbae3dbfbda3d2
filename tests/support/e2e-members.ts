// Members written straight into the e2e database (verified, Free or Premium), and their sign-in
// through the real /api/login: for the specs that need a Premium member without paying first.
import { hash } from "@node-rs/argon2";
import { expect, type Page } from "@playwright/test";
import { randomUUID } from "node:crypto";
import { withDb } from "./database";

/** Accounts sharing one password; each name gets the run's stamp (unique across runs). */
export function directMembers(password: string, stamp = Date.now().toString(36)) {
  async function createUser(name: string, premium = false) {
    const username = `${name}${stamp}`;
    const passwordHash = await hash(password, { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1, outputLen: 32 });
    await withDb((client) =>
      client.query(
        `INSERT INTO users (id, username, email, name, role, password_hash, email_verified_at, is_premium_user, subscription_status, updated_at)
         VALUES ($1, $2, $3, $4, 'user'::"Role", $5, now(), $6, $7, now())`,
        [randomUUID(), username, `${username}@example.com`, name, passwordHash, premium, premium ? "active" : "free"],
      ),
    );
    return username;
  }
  async function signIn(page: Page, username: string) {
    const res = await page.request.post("/api/login", { data: { identifier: username, password } });
    expect(res.status()).toBe(200);
  }
  return { stamp, createUser, signIn };
}
