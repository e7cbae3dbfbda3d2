// A local stand-in for an OpenAI-compatible server (POST /v1/chat/completions): answers what the
// test sets (a stream of content pieces, a whole JSON answer, an error status, silence, garbage)
// and records every request it gets.
import http from "node:http";
import type { AddressInfo } from "node:net";

export type StandInReply =
  | { kind: "stream"; pieces: readonly string[]; delayMs?: number }
  | { kind: "json"; content: string }
  | { kind: "status"; status: number; body?: string }
  | { kind: "hang" }
  | { kind: "raw"; contentType: string; body: string };

export type StandInRequest = { path: string; headers: http.IncomingHttpHeaders; body: Record<string, unknown> };

export type StandIn = {
  url: string;
  requests: StandInRequest[];
  /** Replies in turn, the last one repeated. */
  reply(...replies: StandInReply[]): void;
  close(): Promise<void>;
};

const chunk = (content: string) => `data: ${JSON.stringify({ id: "x", object: "chat.completion.chunk", choices: [{ index: 0, delta: { content } }] })}\n\n`;

export async function startStandIn(): Promise<StandIn> {
  let replies: StandInReply[] = [{ kind: "status", status: 500 }];
  const requests: StandInRequest[] = [];
  const open = new Set<http.ServerResponse>();
  const server = http.createServer((req, res) => {
    let text = "";
    req.on("data", (data: Buffer) => (text += data.toString("utf8")));
    req.on("end", async () => {
      let body: Record<string, unknown> = {};
      try {
        body = JSON.parse(text) as Record<string, unknown>;
      } catch {
        // recorded as empty
      }
      requests.push({ path: req.url ?? "", headers: req.headers, body });
      const reply = replies.length > 1 ? replies.shift()! : replies[0]!;
      open.add(res);
      res.on("close", () => open.delete(res));
      if (req.url !== "/v1/chat/completions") {
        res.writeHead(404).end();
        return;
      }
      switch (reply.kind) {
        case "status":
          res.writeHead(reply.status, { "content-type": "application/json" }).end(reply.body ?? JSON.stringify({ error: { message: "stand-in failure" } }));
          return;
        case "hang":
          res.writeHead(200, { "content-type": "text/event-stream" });
          res.write(": waiting\n\n");
          return;
        case "raw":
          res.writeHead(200, { "content-type": reply.contentType }).end(reply.body);
          return;
        case "json":
          res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ id: "x", object: "chat.completion", choices: [{ index: 0, message: { role: "assistant", content: reply.content }, finish_reason: "stop" }] }));
          return;
        case "stream":
          res.writeHead(200, { "content-type": "text/event-stream" });
          for (const piece of reply.pieces) {
            if (res.destroyed) return;
            res.write(chunk(piece));
            if (reply.delayMs) await new Promise((resolve) => setTimeout(resolve, reply.delayMs));
          }
          res.end("data: [DONE]\n\n");
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    reply: (...next) => {
      replies = next;
    },
    close: async () => {
      for (const res of open) res.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A JSON text cut into pieces of `size` characters, as a model streams it. */
export const piecesOf = (text: string, size = 7) => Array.from({ length: Math.ceil(text.length / size) }, (_, i) => text.slice(i * size, (i + 1) * size));
