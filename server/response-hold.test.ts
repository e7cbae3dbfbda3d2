/** @jest-environment node */
// response-hold.ts against a real Node server: each handler writes its answer the ways Next does
// (writeHead with headers, setHeader then implicit headers, chunks as strings and bytes), and the
// client sees what the contract says.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { answerAsNotFound, holdAnswer, replaceFailedAnswer } from "./response-hold";

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string };

async function serve(handler: (req: http.IncomingMessage, res: http.ServerResponse) => void): Promise<Answer> {
  const server = http.createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  try {
    const { port } = server.address() as AddressInfo;
    return await new Promise<Answer>((resolve, reject) => {
      http
        .get({ host: "127.0.0.1", port, path: "/page" }, (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString("utf8") }));
        })
        .on("error", reject);
    });
  } finally {
    server.close();
  }
}

/** Writes a page as Next does: headers, then the HTML in pieces, bytes and text. */
function writePage(res: http.ServerResponse, status: number, type = "text/html; charset=utf-8") {
  res.setHeader("x-nextjs-cache", "HIT");
  res.writeHead(status, { "Content-Type": type, "x-middleware-rewrite": "/en/page" });
  res.write(Buffer.from("<html><body>"));
  res.write("<p>page</p>", "utf8");
  res.end("</body></html>");
}

describe("replaceFailedAnswer", () => {
  it("answers in place of a failed HTML page, nothing of it sent", async () => {
    const replaced: number[] = [];
    const answer = await serve((_req, res) => {
      replaceFailedAnswer(res, (status) => {
        replaced.push(status);
        expect(res.getHeaderNames()).toEqual([]);
        res.writeHead(503, { "Content-Type": "text/plain" });
        res.end("our own page");
      });
      writePage(res, 500);
    });
    expect(replaced).toEqual([500]);
    expect(answer).toMatchObject({ status: 503, body: "our own page" });
    expect(answer.headers["x-nextjs-cache"]).toBeUndefined();
  });

  it("replaces a 404 page too, and with implicit headers (write without writeHead)", async () => {
    const answer = await serve((_req, res) => {
      replaceFailedAnswer(res, (status) => res.end(`replaced ${status}`));
      res.statusCode = 404;
      res.setHeader("Content-Type", "text/html");
      res.write("<p>Next's empty shell</p>");
      res.end();
    });
    expect(answer.body).toBe("replaced 404");
  });

  it("lets a successful page and a failed answer that is not HTML through, without Next's internal headers", async () => {
    const page = await serve((_req, res) => {
      replaceFailedAnswer(res, () => res.end("replaced"));
      writePage(res, 200);
    });
    expect(page).toMatchObject({ status: 200, body: "<html><body><p>page</p></body></html>" });
    expect(page.headers["x-nextjs-cache"]).toBeUndefined();
    expect(page.headers["x-middleware-rewrite"]).toBeUndefined();
    const json = await serve((_req, res) => {
      replaceFailedAnswer(res, () => res.end("replaced"));
      res.setHeader("Content-Type", "application/json");
      res.writeHead(404);
      res.end('{"message":"Not found"}');
    });
    expect(json).toMatchObject({ status: 404, body: '{"message":"Not found"}' });
  });
});

describe("holdAnswer", () => {
  it("gathers a held answer's bytes and lets finish send it, with the headers writeHead was given", async () => {
    const answer = await serve((_req, res) => {
      holdAnswer(res, {
        hold: (status) => status === 200,
        finish: (body, done) => {
          expect(res.headersSent).toBe(false);
          expect(res.getHeader("content-type")).toBe("text/html; charset=utf-8");
          const changed = body.toString("utf8").replace("page", "held page");
          res.setHeader("Content-Length", Buffer.byteLength(changed));
          res.writeHead(res.statusCode);
          res.end(changed, done);
        },
      });
      writePage(res, 200);
    });
    expect(answer).toMatchObject({ status: 200, body: "<html><body><p>held page</p></body></html>" });
    expect(answer.headers["content-length"]).toBe(String(answer.body.length));
  });

  it("lets an answer it does not hold through untouched, decided once", async () => {
    const decided: number[] = [];
    const answer = await serve((_req, res) => {
      holdAnswer(res, {
        hold: (status) => {
          decided.push(status);
          return false;
        },
        finish: () => res.end("never"),
      });
      res.writeHead(302, { Location: "/elsewhere" });
      res.end();
    });
    expect(decided).toEqual([302]);
    expect(answer.status).toBe(302);
    expect(answer.headers.location).toBe("/elsewhere");
  });

  it("calls the write and end callbacks of a held answer, so the writer never waits", async () => {
    const called: string[] = [];
    await serve((_req, res) => {
      holdAnswer(res, { hold: () => true, finish: (body, done) => (done?.(), res.end(body)) });
      res.writeHead(200, { "Content-Type": "text/html" });
      res.write("a", () => called.push("write"));
      res.end("b", () => called.push("end"));
    });
    expect(called).toEqual(["write", "end"]);
  });

  it("stacks under replaceFailedAnswer, as the server installs them: a page is held, a failure replaced", async () => {
    const stacked = (status: number) =>
      serve((_req, res) => {
        holdAnswer(res, { hold: (code) => code === 200, finish: (body) => res.end(`held:${body.length}`) });
        replaceFailedAnswer(res, (code) => {
          res.writeHead(code, { "Content-Type": "text/plain" });
          res.end(`replaced:${code}`);
        });
        writePage(res, status);
      });
    expect((await stacked(200)).body).toBe("held:37");
    expect((await stacked(500)).body).toBe("replaced:500");
  });
});

describe("answerAsNotFound", () => {
  it("sends the page written as 200 with status 404, never stored", async () => {
    const answer = await serve((_req, res) => {
      answerAsNotFound(res);
      writePage(res, 200);
    });
    expect(answer.status).toBe(404);
    expect(answer.headers["cache-control"]).toBe("no-store");
    expect(answer.body).toBe("<html><body><p>page</p></body></html>");
  });

  it("leaves other statuses as they are", async () => {
    const answer = await serve((_req, res) => {
      answerAsNotFound(res);
      res.writeHead(304);
      res.end();
    });
    expect(answer.status).toBe(304);
  });
});
