// The environment a bench runs the production server in: its own database, its port, and the
// loopback exempt from the render budget (server/render-budget.ts): the bench's own load
// comes from there by the thousand a second, and renders measured one at a time would be 429s.
// X-Forwarded-For is trusted (TRUST_PROXY): the flood measurement (bench/lib/flood.mjs) names its
// two clients with it; every other part sends none and stays the exempt loopback.
import { baseEnv } from "../../scripts/lib/environment.mjs";

/** @param {{ databaseUrl: string, port: number }} options */
export function benchServerEnv({ databaseUrl, port }) {
  return baseEnv({
    DATABASE_URL: databaseUrl,
    PORT: String(port),
    NEXTAUTH_URL: `http://localhost:${port}`,
    SITE_URL: process.env.SITE_URL || "http://localhost:3000",
    RENDER_BUDGET_EXEMPT: "127.0.0.1,::1,::ffff:127.0.0.1",
    TRUST_PROXY: "1",
  });
}
