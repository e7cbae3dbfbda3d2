import { cached } from "./cached";

describe("cached", () => {
  it("reads once within its time, again after it, and retries a failed read", async () => {
    let reads = 0;
    let fail = true;
    const value = cached(50, async () => {
      reads += 1;
      if (fail) throw new Error("down");
      return reads;
    });
    await expect(value()).rejects.toThrow("down");
    fail = false;
    expect(await value()).toBe(2);
    expect(await value()).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(await value()).toBe(3);
  });
});
