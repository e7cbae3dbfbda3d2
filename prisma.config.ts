import path from "node:path";
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { defineConfig } from "prisma/config";

const PG_NAME = 19;
const PG_CHAR = 18;
const PG_TEXT = 25;

// Workaround for prisma/orm#27403: @prisma/adapter-pg 6.19 cannot deserialise the catalog
// types `name` and `"char"`, which the schema engine reads when it inspects the database.
// Both arrive from pg as plain strings, so reporting them as text is exact.
function asText(res: pg.QueryResult | undefined) {
  for (const field of res?.fields ?? []) {
    if (field.dataTypeID === PG_NAME || field.dataTypeID === PG_CHAR) field.dataTypeID = PG_TEXT;
  }
  return res;
}

class CatalogTextClient extends pg.Client {
  // pg.Pool calls query with a trailing callback; direct callers get a promise.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  query(...args: any[]): any {
    const last = args.length - 1;
    if (typeof args[last] === "function") {
      const callback = args[last];
      args[last] = (error: Error | undefined, res: pg.QueryResult) => callback(error, asText(res));
    }
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const result = (super.query as any)(...args);
    return result && typeof result.then === "function" ? result.then(asText) : result;
  }
}

// Prisma 6.19's WebAssembly schema engine runs migrations through the pg driver adapter,
// so the CLI needs no native engine download (docs/migrations.md).
export default defineConfig({
  experimental: { adapter: true },
  engine: "js",
  schema: path.join("prisma", "schema"),
  migrations: { path: path.join("prisma", "migrations") },
  async adapter() {
    const connectionString = process.env.DATABASE_URL;
    if (!connectionString) throw new Error("DATABASE_URL is not set");
    return new PrismaPg(new pg.Pool({ connectionString, Client: CatalogTextClient }));
  },
});
