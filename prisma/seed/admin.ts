import { env } from "../../lib/env";
import type { SeedStep } from "./index";

/**
 * The first administrator from ADMIN_EMAIL and ADMIN_PASSWORD, through the real accounts service:
 * created, or the existing account of that address promoted; never duplicated.
 */
export const seedAdmin: SeedStep = async () => {
  const { ADMIN_EMAIL: email, ADMIN_PASSWORD: password } = env();
  if (!email || !password) return "skipped (set ADMIN_EMAIL and ADMIN_PASSWORD to create the first admin)";
  if (password.length < 8) throw new Error("ADMIN_PASSWORD must be at least 8 characters");
  const { ensureAdmin } = await import("../../lib/auth/service");
  return `${await ensureAdmin({ email, password })} ${email}`;
};
