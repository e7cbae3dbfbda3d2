import { z } from "@/lib/zod";
import { AppError } from "./errors";
import { JSON_BODY_LIMIT, parseInput, readJson } from "./read-json";

function request(body: string | ReadableStream | Uint8Array, headers: Record<string, string> = { "content-type": "application/json" }) {
  return new Request("http://localhost/api/x", { method: "POST", body, headers, duplex: "half" } as RequestInit);
}

async function codeOf(promise: Promise<unknown>) {
  try {
    await promise;
    return "ok";
  } catch (error) {
    return error instanceof AppError ? `${error.status} ${error.message}` : String(error);
  }
}

describe("readJson", () => {
  it("parses JSON, including application/*+json", async () => {
    expect(await readJson(request('{"a":1}'))).toEqual({ a: 1 });
    expect(await readJson(request("[1]", { "content-type": "application/merge-patch+json; charset=utf-8" }))).toEqual([1]);
  });

  it.each([
    ["malformed JSON", request("{"), "400 Malformed JSON body"],
    ["an empty body", request(""), "400 Request body is empty"],
    ["a form body", request("a=1", { "content-type": "application/x-www-form-urlencoded" }), "415 Request body must be JSON (Content-Type: application/json)"],
    ["no content type", request("{}", {}), "415 Request body must be JSON (Content-Type: application/json)"],
    ["a body one byte over the limit", request(`"${"x".repeat(JSON_BODY_LIMIT - 1)}"`), "413 Request body is larger than 100 KB"],
  ])("refuses %s", async (_case, req, expected) => {
    expect(await codeOf(readJson(req))).toBe(expected);
  });

  it.each([
    ["a byte that starts no character", [0x7b, 0x22, 0x74, 0x22, 0x3a, 0x22, 0xff, 0x22, 0x7d]],
    ["a broken two-byte sequence", [0x7b, 0x22, 0x74, 0x22, 0x3a, 0x22, 0xc3, 0x28, 0x22, 0x7d]],
    ["an overlong slash", [0x7b, 0x22, 0x74, 0x22, 0x3a, 0x22, 0xc0, 0xaf, 0x22, 0x7d]],
    ["an encoded surrogate (CESU-8)", [0x7b, 0x22, 0x74, 0x22, 0x3a, 0x22, 0xed, 0xa0, 0x80, 0x22, 0x7d]],
    ["a sequence cut off at the end", [0x22, 0xe2, 0x82]],
  ])("refuses a body that is not UTF-8: %s", async (_case, bytes) => {
    expect(await codeOf(readJson(request(new Uint8Array(bytes))))).toBe("400 Request body is not valid UTF-8");
  });

  it("reads UTF-8 of every length, and a byte order mark", async () => {
    expect(await readJson(request(new TextEncoder().encode('{"t":"Zürich 東京 😀"}')))).toEqual({ t: "Zürich 東京 😀" });
    expect(await readJson(request(new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode("[1]")])))).toEqual([1]);
  });

  it("counts streamed bytes when Content-Length is absent or lies", async () => {
    const chunk = new TextEncoder().encode("x".repeat(60 * 1024));
    const stream = new ReadableStream({
      start(controller) {
        controller.enqueue(chunk);
        controller.enqueue(chunk);
        controller.close();
      },
    });
    expect(await codeOf(readJson(request(stream, { "content-type": "application/json", "content-length": "10" })))).toMatch(/^413/);
  });
});

describe("parseInput", () => {
  it("uses the first issue's message and lists every issue", () => {
    const schema = z.object({ a: z.string({ error: "A is required" }), b: z.number({ error: "B must be a number" }) });
    try {
      parseInput(schema, {});
      throw new Error("expected a validation error");
    } catch (error) {
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).message).toBe("A is required");
      expect((error as AppError).issues).toEqual([
        { path: "a", message: "A is required" },
        { path: "b", message: "B must be a number" },
      ]);
    }
  });
});
