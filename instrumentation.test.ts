import { register } from "./instrumentation";

describe("register (server start)", () => {
  const saved = process.env.AI_TIMEOUT_MS;
  afterEach(() => {
    if (saved === undefined) delete process.env.AI_TIMEOUT_MS;
    else process.env.AI_TIMEOUT_MS = saved;
    jest.restoreAllMocks();
  });

  it("stops the process with status 1 and names the bad variable", () => {
    process.env.AI_TIMEOUT_MS = "soon";
    const exit = jest.spyOn(process, "exit").mockImplementation(() => undefined as never);
    const error = jest.spyOn(console, "error").mockImplementation(() => undefined);
    register();
    expect(error).toHaveBeenCalledWith("[server] Invalid environment variable: AI_TIMEOUT_MS must be a whole number");
    expect(exit).toHaveBeenCalledWith(1);
  });

  it("lets a valid environment start", () => {
    process.env.AI_TIMEOUT_MS = "1500";
    const exit = jest.spyOn(process, "exit").mockImplementation(() => undefined as never);
    register();
    expect(exit).not.toHaveBeenCalled();
  });
});
