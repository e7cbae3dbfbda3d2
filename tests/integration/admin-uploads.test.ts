/** @jest-environment node */
// Image uploads through the admin forms and the route that serves them: only real JPEG, PNG,
// WebP, AVIF and GIF bytes are accepted, re-encoded without metadata, stored under generated
// names, and served with their type, nosniff and long caching; everything else is refused.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { db } from "@/lib/db";
import * as news from "@/app/api/admin/news/route";
import * as reviews from "@/app/api/admin/reviews/route";
import { GET as serveUpload } from "@/app/uploads/[...key]/route";
import { animatedGif, fileOf, formOf, jpegWithExif, png, send, signedUpAdmin } from "../support/admin";

let admin: Awaited<ReturnType<typeof signedUpAdmin>>;
let uploadsDir: string;
let destinationId: number;

const storedFiles = () => (fs.existsSync(uploadsDir) ? fs.readdirSync(uploadsDir) : []);

async function createArticle(image: File) {
  return send(news.POST, { method: "POST", cookie: admin.cookie, form: formOf({ title: "Upload check", content: "Body", image }) });
}

async function served(url: string) {
  const key = url.replace(/^\/uploads\//, "").split("/");
  const response = await serveUpload(new Request(`http://localhost:3000${url}`), { params: Promise.resolve({ key }) });
  return { status: response.status, headers: response.headers, body: Buffer.from(await response.arrayBuffer()) };
}

beforeAll(async () => {
  uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), "wb-uploads-"));
  process.env.UPLOADS_DIR = uploadsDir;
  delete process.env.UPLOADTHING_TOKEN;
  admin = await signedUpAdmin();
  destinationId = (await db().destination.findFirstOrThrow({ select: { id: true } })).id;
});

afterAll(async () => {
  fs.rmSync(uploadsDir, { recursive: true, force: true });
  await db().$disconnect();
});

describe("accepted images", () => {
  it("strips EXIF from a JPEG and serves it as image/jpeg with nosniff and immutable caching", async () => {
    const original = await jpegWithExif("Secret Owner 4711");
    expect(original.includes("Secret Owner 4711")).toBe(true);
    const res = await createArticle(fileOf(original, "holiday.jpg", "image/jpeg"));
    expect(res.status).toBe(201);
    expect(res.json.image_url).toMatch(/^\/uploads\/[0-9a-f]{32}\.jpg$/);

    const file = await served(res.json.image_url);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("image/jpeg");
    expect(file.headers.get("x-content-type-options")).toBe("nosniff");
    expect(file.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(file.body.includes("Secret Owner 4711")).toBe(false);
    const meta = await sharp(file.body).metadata();
    expect(meta.format).toBe("jpeg");
    expect(meta.exif).toBeUndefined();
    expect([meta.width, meta.height]).toEqual([16, 12]);
  });

  it("keeps an animated GIF animated", async () => {
    const res = await createArticle(fileOf(await animatedGif(), "loop.gif", "image/gif"));
    expect(res.status).toBe(201);
    expect(res.json.image_url).toMatch(/\.gif$/);
    const file = await served(res.json.image_url);
    expect(file.headers.get("content-type")).toBe("image/gif");
    expect((await sharp(file.body, { animated: true }).metadata()).pages).toBe(3);
  });

  it.each([
    ["WebP", () => sharp({ create: { width: 6, height: 6, channels: 3, background: "orange" } }).webp().toBuffer(), "image/webp", "webp"],
    ["AVIF", () => sharp({ create: { width: 6, height: 6, channels: 3, background: "purple" } }).avif().toBuffer(), "image/avif", "avif"],
  ])("accepts %s", async (_case, make, type, extension) => {
    const res = await createArticle(fileOf(await make(), `image.${extension}`, type));
    expect(res.status).toBe(201);
    expect(res.json.image_url).toMatch(new RegExp(`\\.${extension}$`));
    expect((await served(res.json.image_url)).headers.get("content-type")).toBe(type);
  });

  it("judges the type by the bytes: a PNG named .jpg and declared as text is stored as a PNG", async () => {
    const res = await createArticle(fileOf(await png(), "photo.jpg", "text/plain"));
    expect(res.status).toBe(201);
    expect(res.json.image_url).toMatch(/\.png$/);
  });

  it("never uses the uploaded name as a path: ../../x.png is stored under a generated name inside the uploads folder", async () => {
    const outside = path.resolve(uploadsDir, "../../x.png");
    const before = fs.existsSync(outside);
    const res = await createArticle(fileOf(await png(), "../../x.png", "image/png"));
    expect(res.status).toBe(201);
    expect(res.json.image_url).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/);
    expect(res.json.image_url).not.toContain("x.png");
    expect(fs.existsSync(outside)).toBe(before);
    expect(storedFiles()).toContain(res.json.image_url.replace("/uploads/", ""));
    const file = await served(res.json.image_url);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("image/png");
  });
});

describe("refused uploads", () => {
  const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script><rect width="10" height="10"/></svg>';

  it.each([
    ["an SVG with a script", () => fileOf(svg, "logo.svg", "image/svg+xml"), "logo.svg is not a supported image: upload a JPEG, PNG, WebP, AVIF or GIF file"],
    ["an SVG named .png", () => fileOf(svg, "logo.png", "image/png"), "logo.png is not a supported image: upload a JPEG, PNG, WebP, AVIF or GIF file"],
    ["an HTML file named .jpg", () => fileOf("<!doctype html><html><body><script>alert(1)</script></body></html>", "photo.jpg", "image/jpeg"), "photo.jpg is not a supported image: upload a JPEG, PNG, WebP, AVIF or GIF file"],
    ["a PDF", () => fileOf("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF", "doc.png", "image/png"), "doc.png is not a supported image: upload a JPEG, PNG, WebP, AVIF or GIF file"],
    ["a BMP", () => fileOf(Buffer.concat([Buffer.from("BM"), Buffer.alloc(60)]), "old.bmp", "image/bmp"), "old.bmp is not a supported image: upload a JPEG, PNG, WebP, AVIF or GIF file"],
    ["a truncated PNG", () => fileOf(Buffer.from("89504e470d0a1a0a0000000d49484452", "hex"), "broken.png", "image/png"), "broken.png could not be read as an image"],
    ["an empty file with a name", () => fileOf(Buffer.alloc(0), "empty.png", "image/png"), "empty.png is not a supported image: upload a JPEG, PNG, WebP, AVIF or GIF file"],
  ])("refuses %s with 400 and stores nothing", async (_case, make, message) => {
    const before = { files: storedFiles().length, items: await db().newsArticle.count() };
    const res = await createArticle(make());
    expect(res.status).toBe(400);
    expect(res.json.message).toBe(message);
    expect({ files: storedFiles().length, items: await db().newsArticle.count() }).toEqual(before);
  });

  it("refuses a 6 MB image with 413 before reading the whole body", async () => {
    const big = Buffer.concat([await png(), Buffer.alloc(6 * 1024 * 1024, 7)]);
    const boundary = "----wbtestboundary";
    const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="title"\r\n\r\nBig\r\n--${boundary}\r\nContent-Disposition: form-data; name="content"\r\n\r\nBody\r\n--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`);
    const body = Buffer.concat([head, big, Buffer.from(`\r\n--${boundary}--\r\n`)]);
    const chunkSize = 64 * 1024;
    let pulled = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled >= body.length) return controller.close();
        const chunk = body.subarray(pulled, pulled + chunkSize);
        pulled += chunk.length;
        controller.enqueue(new Uint8Array(chunk));
      },
    });
    const before = { files: storedFiles().length, items: await db().newsArticle.count() };
    const res = await send(news.POST, { method: "POST", cookie: admin.cookie, raw: stream, headers: { "content-type": `multipart/form-data; boundary=${boundary}` } });
    expect(res.status).toBe(413);
    expect(res.json.message).toBe("Each image must be 5 MB or smaller");
    expect(pulled).toBeLessThan(body.length - 512 * 1024);
    expect({ files: storedFiles().length, items: await db().newsArticle.count() }).toEqual(before);
  });

  it("caps the whole streamed body too (no Content-Length): many text fields cannot add up past it", async () => {
    const boundary = "----wbfields";
    const field = (n: number) => `--${boundary}\r\nContent-Disposition: form-data; name="note${n}"\r\n\r\n${"z".repeat(200 * 1024)}\r\n`;
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 40) return controller.close();
        controller.enqueue(new TextEncoder().encode(field(sent)));
        sent += 1;
      },
    });
    const res = await send(news.POST, { method: "POST", cookie: admin.cookie, raw: stream, headers: { "content-type": `multipart/form-data; boundary=${boundary}` } });
    expect(res.status).toBe(413);
    expect(res.json.message).toBe("Request body is too large: images must be 5 MB or smaller each");
    expect(sent).toBeLessThan(40);
  });

  it("refuses a review whose sixth photo is not an image, storing none of the five good ones", async () => {
    const before = { files: storedFiles().length, items: await db().destinationReview.count() };
    const good = await Promise.all([1, 2, 3, 4, 5].map(async (n) => fileOf(await png(n + 2, 3), `ok${n}.png`, "image/png")));
    const res = await send(reviews.POST, {
      method: "POST",
      cookie: admin.cookie,
      form: formOf({ destination_id: String(destinationId), title: "T", content: "C", photos: [...good, fileOf(svg, "bad.jpg", "image/jpeg")] }),
    });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe("bad.jpg is not a supported image: upload a JPEG, PNG, WebP, AVIF or GIF file");
    expect({ files: storedFiles().length, items: await db().destinationReview.count() }).toEqual(before);
  });
});

describe("GET /uploads/{key}", () => {
  beforeAll(() => {
    fs.writeFileSync(path.join(uploadsDir, "notes.txt"), "secret");
  });

  it.each([
    ["an unknown key", ["0123456789abcdef0123456789abcdef.png"]],
    ["a key of another shape", ["notes.txt"]],
    ["a path that climbs out", ["..", "..", "etc", "passwd"]],
    ["an encoded path", ["..%2F..%2Fetc%2Fpasswd"]],
    ["a nested path", ["sub", "0123456789abcdef0123456789abcdef.png"]],
    ["an upper-case key", ["0123456789ABCDEF0123456789ABCDEF.png"]],
    ["a key with another extension", ["0123456789abcdef0123456789abcdef.svg"]],
  ])("answers 404 to %s", async (_case, key) => {
    const response = await serveUpload(new Request("http://localhost:3000/uploads/x"), { params: Promise.resolve({ key }) });
    expect(response.status).toBe(404);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  });
});
