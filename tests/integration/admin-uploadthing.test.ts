/** @jest-environment node */
// With UPLOADTHING_TOKEN set, images go to UploadThing through its server SDK (UTApi). The SDK
// talks over HTTP to a local stand-in for UploadThing's ingest and API hosts (pointed at by the
// SDK's own UPLOADTHING_INGEST_URL and UPLOADTHING_API_URL settings); nothing is written locally.
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { db } from "@/lib/db";
import * as news from "@/app/api/admin/news/route";
import * as newsItem from "@/app/api/admin/news/[id]/route";
import { fileOf, formOf, jpegWithExif, png, send, signedUpAdmin } from "../support/admin";

type Stored = { key: string; body: Buffer };
const stored = new Map<string, Stored>();
const deleted: string[] = [];
let server: http.Server;
let uploadsDir: string;
let admin: Awaited<ReturnType<typeof signedUpAdmin>>;

/** The file part of the SDK's multipart PUT. */
function filePart(body: Buffer, contentType: string): Buffer {
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/.exec(contentType);
  const marker = Buffer.from(`--${boundary?.[1] ?? boundary?.[2]}`);
  const start = body.indexOf("\r\n\r\n", body.indexOf(marker)) + 4;
  const end = body.indexOf(Buffer.concat([Buffer.from("\r\n"), marker]), start);
  return body.subarray(start, end);
}

beforeAll(async () => {
  // UTApi 7.7 reads its own deprecated url/appUrl fields on every upload and warns about it.
  const warn = console.warn.bind(console);
  jest.spyOn(console, "warn").mockImplementation((...args: unknown[]) => {
    if (typeof args[0] === "string" && args[0].includes("[uploadthing][deprecated]")) return;
    warn(...args);
  });
  server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const body = Buffer.concat(chunks);
      const url = new URL(req.url ?? "/", "http://localhost");
      res.setHeader("content-type", "application/json");
      if (req.method === "PUT") {
        const key = url.pathname.slice(1);
        stored.set(key, { key, body: filePart(body, req.headers["content-type"] ?? "") });
        const ufsUrl = `https://testapp.ufs.sh/f/${key}`;
        return res.end(JSON.stringify({ url: ufsUrl, appUrl: ufsUrl, ufsUrl, fileHash: "hash" }));
      }
      if (req.method === "POST" && url.pathname === "/v6/deleteFiles") {
        const { fileKeys } = JSON.parse(body.toString()) as { fileKeys: string[] };
        deleted.push(...fileKeys);
        return res.end(JSON.stringify({ success: true, deletedCount: fileKeys.length }));
      }
      res.statusCode = 404;
      res.end("{}");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  process.env.UPLOADTHING_TOKEN = Buffer.from(JSON.stringify({ apiKey: "sk_test_wanderbold", appId: "testapp", regions: ["sea1"] })).toString("base64");
  process.env.UPLOADTHING_INGEST_URL = base;
  process.env.UPLOADTHING_API_URL = base;
  uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), "wb-uploads-"));
  process.env.UPLOADS_DIR = uploadsDir;
  admin = await signedUpAdmin();
});

afterAll(async () => {
  delete process.env.UPLOADTHING_TOKEN;
  delete process.env.UPLOADTHING_INGEST_URL;
  delete process.env.UPLOADTHING_API_URL;
  fs.rmSync(uploadsDir, { recursive: true, force: true });
  await new Promise((resolve) => server.close(resolve));
  await db().$disconnect();
});

it("stores the cleaned image in UploadThing and removes the replaced one there", async () => {
  const created = await send(news.POST, { method: "POST", cookie: admin.cookie, form: formOf({ title: "Stored remotely", content: "Body", image: fileOf(await jpegWithExif("Remote Secret"), "../me.jpg", "image/jpeg") }) });
  expect(created.status).toBe(201);
  const firstUrl = created.json.image_url as string;
  expect(firstUrl).toMatch(/^https:\/\/testapp\.ufs\.sh\/f\/.+/);
  const firstKey = firstUrl.split("/f/")[1]!;
  const upload = stored.get(firstKey)!;
  expect(upload.body.includes("Remote Secret")).toBe(false);
  expect((await sharp(upload.body).metadata()).format).toBe("jpeg");
  expect(fs.readdirSync(uploadsDir)).toEqual([]);

  const edited = await send(newsItem.PUT, { method: "PUT", params: { id: String(created.json.id) }, cookie: admin.cookie, form: formOf({ title: "Stored remotely", content: "Body", image: fileOf(await png(), "new.png", "image/png") }) });
  expect(edited.status).toBe(200);
  expect(edited.json.image_url).not.toBe(firstUrl);
  expect(deleted).toEqual([firstKey]);

  const removed = await send(newsItem.DELETE, { method: "DELETE", params: { id: String(created.json.id) }, cookie: admin.cookie });
  expect(removed.status).toBe(200);
  expect(deleted).toEqual([firstKey, (edited.json.image_url as string).split("/f/")[1]]);
});
