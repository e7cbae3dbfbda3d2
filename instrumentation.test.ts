import { register } from "./instrumentation";

describe("register (server start)", () => {
  const saved = { timeout: process.env.AI_TIMEOUT_MS, runtime: process.env.NEXT_RUNTIME };
  const restore = (name: string, value: string | undefined) => {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  };
  afterEach(() => {
    restore("AI_TIMEOUT_MS", saved.timeout);
    restore("NEXT_RUNTIME", saved.runtime);
    jest.restoreAllMocks();
  });

  it("stops the Node.js server with status 1 and names the bad variable", async () => {
    process.env.NEXT_RUNTIME = "nodejs";
    process.env.AI_TIMEOUT_MS = "soon";
    const exit = jest.spyOn(process, "exit").mockImplementation(() => undefined as never);
    const error = jest.spyOn(console, "error").mockImplementation(() => undefined);
    await register();
    expect(error).toHaveBeenCalledWith("[server] Invalid environment variable: AI_TIMEOUT_MS must be a whole number");
    expect(exit).toHaveBeenCalledWith(1);
  });

  it("lets a valid environment start", async () => {
    process.env.NEXT_RUNTIME = "nodejs";
    process.env.AI_TIMEOUT_MS = "1500";
    const exit = jest.spyOn(process, "exit").mockImplementation(() => undefined as never);
    await register();
    expect(exit).not.toHaveBeenCalled();
  });

  it("checks nothing on the Edge runtime, where the Node.js half is not loaded", async () => {
    process.env.NEXT_RUNTIME = "edge";
    process.env.AI_TIMEOUT_MS = "soon";
    const exit = jest.spyOn(process, "exit").mockImplementation(() => undefined as never);
    await register();
    expect(exit).not.toHaveBeenCalled();
  });
});
