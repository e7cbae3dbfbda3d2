import { env, parseEnv } from "./env";

describe("parseEnv", () => {
  it("parses valid values into their types", () => {
    const parsed = parseEnv({
      DATABASE_URL: "postgresql://user:secret@127.0.0.1:5432/wanderbold",
      AI_TIMEOUT_MS: "1500",
      TRUST_PROXY: "1",
      SMTP_URL: "smtp://127.0.0.1:2525",
      SITE_URL: "https://wanderbold.example",
      TRAVELPAYOUTS_ROUTES: "NYC-BCN, lon-bcn",
    });
    expect(parsed).toEqual({
      DATABASE_URL: "postgresql://user:secret@127.0.0.1:5432/wanderbold",
      AI_TIMEOUT_MS: 1500,
      TRUST_PROXY: "1",
      SMTP_URL: "smtp://127.0.0.1:2525",
      SITE_URL: "https://wanderbold.example",
      TRAVELPAYOUTS_ROUTES: "NYC-BCN, lon-bcn",
    });
  });

  it("leaves optional variables that are missing or empty unset", () => {
    const parsed = parseEnv({ AI_MODEL: "", AI_BASE_URL: "   ", PATH: "/usr/bin" });
    expect(parsed.AI_MODEL).toBeUndefined();
    expect(parsed.AI_BASE_URL).toBeUndefined();
    expect(parsed.AI_TIMEOUT_MS).toBeUndefined();
    expect(parsed).not.toHaveProperty("PATH");
  });

  it.each([
    [{ AI_TIMEOUT_MS: "soon" }, "Invalid environment variable: AI_TIMEOUT_MS must be a whole number"],
    [{ AI_TIMEOUT_MS: "0" }, "Invalid environment variable: AI_TIMEOUT_MS must be greater than 0"],
    [{ TRUST_PROXY: "yes" }, 'Invalid environment variable: TRUST_PROXY must be "0" or "1"'],
    [{ DATABASE_URL: "mysql://localhost/db" }, "Invalid environment variable: DATABASE_URL must be a URL starting with postgres:// or postgresql://"],
    [{ SITE_URL: "wanderbold.example" }, "Invalid environment variable: SITE_URL must be a URL starting with http:// or https://"],
    [{ TRAVELPAYOUTS_ROUTES: "NYC to BCN" }, 'Invalid environment variable: TRAVELPAYOUTS_ROUTES must list IATA pairs like "NYC-BCN,LON-BCN"'],
  ])("refuses %o with a message naming the variable", (vars, message) => {
    expect(() => parseEnv(vars)).toThrow(message);
  });

  it("names every bad variable at once", () => {
    expect(() => parseEnv({ DEMO_MODE: "true", LIFTIE_URL: "ftp://liftie" })).toThrow(
      'Invalid environment variables: DEMO_MODE must be "0" or "1"; LIFTIE_URL must be a URL starting with http:// or https://',
    );
  });
});

describe("env", () => {
  const saved = process.env.AI_TIMEOUT_MS;
  afterEach(() => {
    if (saved === undefined) delete process.env.AI_TIMEOUT_MS;
    else process.env.AI_TIMEOUT_MS = saved;
  });

  it("reads process.env once and again only after a variable changed", () => {
    process.env.AI_TIMEOUT_MS = "1200";
    const first = env();
    expect(first.AI_TIMEOUT_MS).toBe(1200);
    expect(env()).toBe(first);
    process.env.AI_TIMEOUT_MS = "900";
    expect(env().AI_TIMEOUT_MS).toBe(900);
  });

  it("fails on a bad value set at run time", () => {
    process.env.AI_TIMEOUT_MS = "ten seconds";
    expect(() => env()).toThrow("AI_TIMEOUT_MS must be a whole number");
  });
});
