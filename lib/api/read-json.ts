import type { z } from "zod";
import { AppError } from "./errors";
import { assertSafeText } from "./safe-text";

/** Largest JSON body any route accepts (bytes). */
export const JSON_BODY_LIMIT = 100 * 1024;

function isJsonContentType(value: string | null): boolean {
  if (!value) return false;
  const type = (value.split(";")[0] ?? "").trim().toLowerCase();
  return type === "application/json" || (type.startsWith("application/") && type.endsWith("+json"));
}

/**
 * Reads a JSON body: refuses other content types (415), bodies over `limit` bytes (413, counted
 * while streaming, so a lying Content-Length does not help), bytes that are not UTF-8 (400: JSON
 * is UTF-8, and a lenient decoder would save U+FFFD in their place) and malformed JSON (400),
 * before any work is done.
 */
export async function readJson(req: Request, { limit = JSON_BODY_LIMIT }: { limit?: number } = {}): Promise<unknown> {
  if (!isJsonContentType(req.headers.get("content-type"))) {
    throw new AppError("unsupported_media_type", { message: "Request body must be JSON (Content-Type: application/json)" });
  }
  const text = await readBody(req, limit, { strict: true });
  if (text.trim() === "") throw new AppError("bad_request", { message: "Request body is empty" });
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new AppError("bad_request", { message: "Malformed JSON body" });
  }
  assertSafeText(value);
  return value;
}

function tooLarge(limit: number): AppError {
  return new AppError("payload_too_large", { message: `Request body is larger than ${Math.round(limit / 1024)} KB` });
}

/**
 * Validates input with a shared zod schema. The first issue's message (the schema's exact wording)
 * becomes the response's `message`; every issue is listed in `issues`.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  assertSafeText(input);
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issues = result.error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message }));
  throw new AppError("bad_request", { message: issues[0]?.message ?? "Invalid request", issues });
}

/** Reads and validates a JSON body in one step. */
export async function readInput<S extends z.ZodType>(req: Request, schema: S, options?: { limit?: number }): Promise<z.output<S>> {
  return parseInput(schema, await readJson(req, options));
}

/** Reads a raw text body (webhooks verify signatures over the exact bytes), refusing more than `limit` bytes (413). */
export async function readText(req: Request, { limit = JSON_BODY_LIMIT }: { limit?: number } = {}): Promise<string> {
  return readBody(req, limit);
}

export const invalidUtf8Message = "Request body is not valid UTF-8";

/**
 * The body as text, counted while streaming so a lying Content-Length cannot get past `limit`.
 * `strict` refuses bytes that are not UTF-8 (400) instead of replacing them.
 */
async function readBody(req: Request, limit: number, { strict = false }: { strict?: boolean } = {}): Promise<string> {
  const declared = Number(req.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > limit) throw tooLarge(limit);
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (req.body) {
    const reader = req.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > limit) {
        await reader.cancel().catch(() => undefined);
        throw tooLarge(limit);
      }
      chunks.push(value);
    }
  }
  try {
    return new TextDecoder("utf-8", { fatal: strict }).decode(Buffer.concat(chunks));
  } catch {
    throw new AppError("bad_request", { message: invalidUtf8Message });
  }
}
