import "server-only";
// The one OpenAI-compatible client (docs/architecture.md, "AI"): chat completions against
// AI_BASE_URL with AI_MODEL (and AI_API_KEY when the server wants one: OpenAI, vLLM; a local
// Ollama or llama.cpp server needs none). JSON-schema output, streamed as it arrives, one retry
// on a busy or failing server before anything arrived, a time-out over the whole answer and a
// cap on its size. Output is validated with zod by the caller's schema before anyone sees it.
import { z } from "@/lib/zod";
import { env, type Env } from "@/lib/env";

export type AiConfig = { baseUrl: string; apiKey: string | null; model: string };

/** The provider's settings, or null when AI is switched off (the features use their built-in logic). */
export function aiConfig(vars: Env = env()): AiConfig | null {
  const baseUrl = vars.AI_BASE_URL;
  const model = vars.AI_MODEL;
  if (!baseUrl || !model) return null;
  return { baseUrl: baseUrl.replace(/\/+$/, ""), apiKey: vars.AI_API_KEY ?? null, model };
}

export type AiFailure = "timeout" | "http" | "network" | "too_large" | "malformed" | "invalid" | "empty";

export class AiError extends Error {
  constructor(
    readonly reason: AiFailure,
    message: string,
  ) {
    super(message);
    this.name = "AiError";
  }
}

/** A message's parts: text, or an image (a data: URL) for vision models. */
export type ChatContentPart = { type: "text"; text: string } | { type: "image_url"; image_url: { url: string } };
export type ChatMessage = { role: "system" | "user" | "assistant"; content: string | ChatContentPart[] };

export type ChatOptions = {
  messages: ChatMessage[];
  /** JSON schema of the answer (sent as response_format json_schema). */
  schema?: { name: string; schema: Record<string, unknown> };
  /** Whole-answer time-out, from the request to its last byte. */
  timeoutMs?: number;
  /** The most characters of content accepted; past it the answer is refused. */
  maxChars?: number;
  temperature?: number;
  /** Called with every piece of content as it arrives. */
  onDelta?: (delta: string, soFar: string) => void;
  signal?: AbortSignal;
  config?: AiConfig | null;
  /** Attempts on a 429/5xx or a refused connection before any content arrived (default 2). */
  attempts?: number;
};

export const DEFAULT_TIMEOUT_MS = 30_000;
export const DEFAULT_MAX_CHARS = 60_000;

const RETRYABLE = new Set([408, 429, 500, 502, 503, 504]);

type StreamChunk = { choices?: Array<{ delta?: { content?: unknown }; message?: { content?: unknown } }> };

/** The content of one SSE `data:` payload or of a whole non-streamed answer. */
function contentOf(payload: StreamChunk): string {
  const choice = payload.choices?.[0];
  const content = choice?.delta?.content ?? choice?.message?.content;
  return typeof content === "string" ? content : "";
}

async function attempt(config: AiConfig, options: ChatOptions, signal: AbortSignal): Promise<string> {
  const maxChars = options.maxChars ?? DEFAULT_MAX_CHARS;
  let response: Response;
  try {
    response = await fetch(`${config.baseUrl}/chat/completions`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        accept: "text/event-stream, application/json",
        ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
      },
      body: JSON.stringify({
        model: config.model,
        messages: options.messages,
        stream: true,
        temperature: options.temperature ?? 0.4,
        ...(options.schema ? { response_format: { type: "json_schema", json_schema: { name: options.schema.name, strict: true, schema: options.schema.schema } } } : {}),
      }),
      signal,
      redirect: "error",
    });
  } catch (error) {
    if (signal.aborted) throw new AiError("timeout", "The AI provider did not answer in time");
    throw new AiError("network", `The AI provider could not be reached: ${(error as Error).message}`);
  }
  if (!response.ok) {
    await response.body?.cancel().catch(() => undefined);
    throw Object.assign(new AiError("http", `The AI provider answered ${response.status}`), { status: response.status });
  }
  const isStream = (response.headers.get("content-type") ?? "").includes("text/event-stream");
  let content = "";
  const add = (delta: string) => {
    if (!delta) return;
    content += delta;
    if (content.length > maxChars) throw new AiError("too_large", `The AI answer passed ${maxChars} characters`);
    options.onDelta?.(delta, content);
  };
  const reader = response.body?.getReader();
  if (!reader) throw new AiError("empty", "The AI provider sent no body");
  const decoder = new TextDecoder();
  let buffer = "";
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      // A non-streamed answer is one JSON document: bounded like the stream (envelope allowance).
      if (!isStream) {
        if (buffer.length > maxChars * 2 + 4096) throw new AiError("too_large", `The AI answer passed ${maxChars} characters`);
        continue;
      }
      let newline: number;
      while ((newline = buffer.indexOf("\n")) >= 0) {
        const line = buffer.slice(0, newline).trim();
        buffer = buffer.slice(newline + 1);
        if (!line.startsWith("data:")) continue;
        const data = line.slice(5).trim();
        if (data === "[DONE]") return content;
        let chunk: StreamChunk;
        try {
          chunk = JSON.parse(data) as StreamChunk;
        } catch {
          throw new AiError("malformed", "The AI provider sent a stream chunk that is not JSON");
        }
        add(contentOf(chunk));
      }
      if (buffer.length > maxChars + 4096) throw new AiError("too_large", `The AI answer passed ${maxChars} characters`);
    }
  } catch (error) {
    await reader.cancel().catch(() => undefined);
    if (error instanceof AiError) throw error;
    if (signal.aborted) throw new AiError("timeout", "The AI provider did not answer in time");
    throw new AiError("network", `The AI answer broke off: ${(error as Error).message}`);
  }
  if (!isStream) {
    try {
      add(contentOf(JSON.parse(buffer) as StreamChunk));
    } catch (error) {
      if (error instanceof AiError) throw error;
      throw new AiError("malformed", "The AI provider's answer is not JSON");
    }
  }
  return content;
}

/** The answer's whole content text, streamed through onDelta as it arrives. */
export async function chatCompletion(options: ChatOptions): Promise<string> {
  const config = options.config === undefined ? aiConfig() : options.config;
  if (!config) throw new AiError("network", "AI is not configured");
  const timeout = AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([timeout, options.signal]) : timeout;
  const attempts = Math.max(1, options.attempts ?? 2);
  for (let n = 1; ; n++) {
    let received = false;
    const onDelta = options.onDelta;
    try {
      return await attempt(config, { ...options, onDelta: (delta, soFar) => ((received = true), onDelta?.(delta, soFar)) }, signal);
    } catch (error) {
      const status = (error as { status?: number }).status;
      const retryable = error instanceof AiError && ((error.reason === "http" && status !== undefined && RETRYABLE.has(status)) || error.reason === "network");
      if (!retryable || received || n >= attempts || signal.aborted) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250 * n));
    }
  }
}

/** The JSON inside a model's text: tolerates a ```json fence and prose around one object. */
export function extractJson(text: string): unknown {
  const trimmed = text.trim();
  const fenced = /```(?:json)?\s*([\s\S]*?)```/i.exec(trimmed);
  const candidate = fenced ? fenced[1]!.trim() : trimmed;
  try {
    return JSON.parse(candidate);
  } catch {
    const start = candidate.indexOf("{");
    const end = candidate.lastIndexOf("}");
    if (start >= 0 && end > start) {
      try {
        return JSON.parse(candidate.slice(start, end + 1));
      } catch {
        // fall through
      }
    }
    throw new AiError("malformed", "The AI answer is not JSON");
  }
}

/** A chat completion whose answer must be JSON matching `schema` (zod), with its JSON schema sent along. */
export async function chatJson<S extends z.ZodType>(schema: S, options: Omit<ChatOptions, "schema"> & { schemaName: string }): Promise<z.output<S>> {
  const jsonSchema = z.toJSONSchema(schema, { target: "draft-7", io: "input", unrepresentable: "any" }) as Record<string, unknown>;
  const text = await chatCompletion({ ...options, schema: { name: options.schemaName, schema: jsonSchema } });
  if (!text.trim()) throw new AiError("empty", "The AI answer is empty");
  const parsed = schema.safeParse(extractJson(text));
  if (!parsed.success) throw new AiError("invalid", `The AI answer does not match the expected shape: ${parsed.error.issues[0]?.message ?? "invalid"}`);
  return parsed.data;
}
