// Reads a JSON request body with a size limit: oversized bodies are refused (413) before they are
// buffered whole, malformed JSON is a 400. Route handlers turn JsonBodyError into { message }.

export class JsonBodyError extends Error {
  constructor(
    readonly status: 400 | 413,
    message: string,
  ) {
    super(message);
    this.name = "JsonBodyError";
  }
}

export async function readJsonBody(request: Request, { maxBytes }: { maxBytes: number }): Promise<unknown> {
  const tooLarge = () => new JsonBodyError(413, `Request body must not exceed ${maxBytes} bytes`);
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > maxBytes) throw tooLarge();
  if (!request.body) throw new JsonBodyError(400, "Request body is required");

  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    chunks.push(value);
  }
  const text = Buffer.concat(chunks).toString("utf8");
  if (text.trim() === "") throw new JsonBodyError(400, "Request body is required");
  try {
    return JSON.parse(text);
  } catch {
    throw new JsonBodyError(400, "Request body is not valid JSON");
  }
}
