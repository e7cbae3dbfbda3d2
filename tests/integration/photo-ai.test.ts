// The photo finder's AI step against a local stand-in that speaks the chat-completions format:
// what the model sees (no metadata, scaled down), how its answer is checked and matched against
// our places, and every way the request or the provider can go wrong.
import http from "node:http";
import type { AddressInfo } from "node:net";
import sharp from "sharp";
import { POST } from "@/app/api/tools/photo-place/route";
import { db } from "@/lib/db";
import { guessPhotoPlace, parsePhotoAnswer } from "@/lib/tools/photo-ai";
import { SOCKET_ADDRESS_HEADER } from "@/lib/api/client-address";
import { formOf, jpegWithExif, send } from "@/tests/support/admin";
import { freshAddress } from "@/tests/support/api";
import { signedUp } from "@/tests/support/saved";

type Seen = { path: string; authorization: string | undefined; body: { model: string; messages: Array<{ role: string; content: unknown }> } };
let reply: (res: http.ServerResponse) => void = () => undefined;
const seen: Seen[] = [];
const standIn = http.createServer((req, res) => {
  let raw = "";
  req.on("data", (chunk) => (raw += chunk));
  req.on("end", () => {
    seen.push({ path: req.url ?? "", authorization: req.headers.authorization, body: JSON.parse(raw) as Seen["body"] });
    reply(res);
  });
});
const answerWith = (content: unknown) => (res: http.ServerResponse) => {
  res.writeHead(200, { "content-type": "application/json" });
  res.end(JSON.stringify({ choices: [{ index: 0, message: { role: "assistant", content } }] }));
};
const saved = { ...process.env };

beforeAll(async () => {
  await new Promise<void>((resolve) => standIn.listen(0, "127.0.0.1", resolve));
  process.env.AI_BASE_URL = `http://127.0.0.1:${(standIn.address() as AddressInfo).port}/v1`;
  process.env.AI_API_KEY = "test-key";
  process.env.AI_MODEL = "vision-test";
});

afterAll(async () => {
  process.env = saved;
  standIn.closeAllConnections();
  await new Promise((resolve) => standIn.close(resolve));
  await db().$disconnect();
});

beforeEach(() => {
  seen.length = 0;
});

const photo = async (width = 2400, height = 1600) => sharp({ create: { width, height, channels: 3, background: { r: 90, g: 140, b: 200 } } }).jpeg().toBuffer();
const photoForm = async (file?: Buffer, name = "tower.jpg") => formOf({ photo: file ? new File([new Uint8Array(file)], name, { type: "image/jpeg" }) : undefined, locale: "fr" });
const ask = async (form: FormData, cookie?: string) => send(POST, { method: "POST", path: "/api/tools/photo-place", form, cookie });

describe("POST /api/tools/photo-place", () => {
  it("sends the photo scaled down and without its metadata, and matches the answer to one of our places (verified)", async () => {
    reply = answerWith(JSON.stringify({ place: "Eiffel Tower", city: "Paris", country: "France", confidence: "high" }));
    const withSecret = await sharp(await jpegWithExif("secret-serial-123")).resize(2400, 1600).withExif({ IFD0: { Artist: "secret-serial-123" } }).jpeg().toBuffer();
    const res = await ask(await photoForm(withSecret));
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      answer: { place: "Eiffel Tower", city: "Paris", country: "France", confidence: "high" },
      match: { kind: "place", name: "Eiffel Tower", destination: { slug: "paris", name: "Paris", country: "France" }, latitude: 48.8584, longitude: 2.2945 },
    });
    expect(seen).toHaveLength(1);
    expect(seen[0]!.path).toBe("/v1/chat/completions");
    expect(seen[0]!.authorization).toBe("Bearer test-key");
    expect(seen[0]!.body.model).toBe("vision-test");
    const content = seen[0]!.body.messages.find((message) => message.role === "user")!.content as Array<{ type: string; image_url?: { url: string } }>;
    const url = content.find((part) => part.type === "image_url")!.image_url!.url;
    expect(url).toMatch(/^data:image\/jpeg;base64,/);
    const sent = Buffer.from(url.split(",")[1]!, "base64");
    const meta = await sharp(sent).metadata();
    expect(Math.max(meta.width!, meta.height!)).toBe(1024);
    expect(meta.exif).toBeUndefined();
    expect(sent.includes(Buffer.from("secret-serial-123"))).toBe(false);
  });

  it("falls back to the city as one of our destinations, and leaves an invented place unverified", async () => {
    reply = answerWith(JSON.stringify({ place: "The Floating Crystal Palace of Zog", city: "Rome", country: "Italy", confidence: "medium" }));
    const inRome = await ask(await photoForm(await photo()));
    expect(inRome.json.match).toMatchObject({ kind: "destination", name: "Rome", destination: { slug: "rome" } });

    reply = answerWith(JSON.stringify({ place: "Castle in the Sky", city: "Laputa", country: "Nowhere", confidence: "low" }));
    const invented = await ask(await photoForm(await photo()));
    expect(invented.status).toBe(200);
    expect(invented.json).toEqual({ answer: { place: "Castle in the Sky", city: "Laputa", country: "Nowhere", confidence: "low" }, match: null });
  });

  it.each([
    ["prose instead of JSON", "It looks like Paris to me!"],
    ["JSON of the wrong shape", JSON.stringify({ location: { lat: 1, lon: 2 } })],
    ["an empty answer", JSON.stringify({ place: null, city: null, country: null, confidence: "low" })],
    ["a huge answer", JSON.stringify({ place: "x".repeat(10_000) })],
    ["no content at all", null],
  ])("treats %s as no answer, never as an error", async (_case, content) => {
    reply = answerWith(content);
    const res = await ask(await photoForm(await photo()));
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ answer: null, match: null });
  });

  it("strips markup from a hostile answer", async () => {
    reply = answerWith('```json\n{"place": "<script>alert(1)</script>Colosseum", "city": "<img src=x onerror=alert(1)>", "confidence": "certain"}\n```');
    const res = await ask(await photoForm(await photo()));
    expect(res.status).toBe(200);
    expect(JSON.stringify(res.json)).not.toMatch(/[<>]/);
    expect(res.json.answer).toMatchObject({ confidence: "low" });
  });

  it("answers 503 with a clear message when the provider fails or is too slow", async () => {
    reply = (res) => {
      res.writeHead(500, { "content-type": "application/json" });
      res.end('{"error":{"message":"model overloaded"}}');
    };
    const failed = await ask(await photoForm(await photo()));
    expect(failed.status).toBe(503);
    expect(failed.json).toEqual({ message: "The AI provider could not look at this photo. Please try again later.", code: "unavailable" });

    reply = () => undefined; // never answers
    await expect(guessPhotoPlace(await photo(), { label: "slow.jpg", locale: "en", timeoutMs: 300 })).rejects.toMatchObject({ code: "unavailable" });
  });

  it.each([
    ["no photo", async () => formOf({ locale: "en" }), 400, "Choose a photo to send"],
    ["a file that is not an image", async () => formOf({ photo: new File(["just text"], "notes.jpg", { type: "image/jpeg" }) }), 400, "notes.jpg is not a supported image: upload a JPEG, PNG, WebP, AVIF or GIF file"],
    ["a photo just over 5 MB", async () => formOf({ photo: new File([new Uint8Array(5.2 * 1024 * 1024)], "big.jpg", { type: "image/jpeg" }) }), 413, "Each image must be 5 MB or smaller"],
    ["a 50 MB file", async () => formOf({ photo: new File([new Uint8Array(50 * 1024 * 1024)], "huge.jpg", { type: "image/jpeg" }) }), 413, "Request body is too large: images must be 5 MB or smaller each"],
    ["two photos", async () => formOf({ photo: [new File(["a"], "a.jpg"), new File(["b"], "b.jpg")] }), 400, "Only one image can be uploaded"],
  ])("refuses %s and never calls the provider", async (_case, form, status, message) => {
    const res = await ask(await form());
    expect(res.status).toBe(status);
    expect(res.json.message).toBe(message);
    expect(seen).toHaveLength(0);
  });

  it("refuses NUL in a text field with 400 and never calls the provider", async () => {
    const form = await photoForm(await photo());
    form.set("locale", "en\u0000");
    const res = await ask(form);
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ message: "Text must not contain control characters or invalid Unicode", code: "bad_request" });
    expect(seen).toHaveLength(0);
  });

  it("refuses a body that is not multipart (415) or is malformed (400)", async () => {
    const json = await send(POST, { method: "POST", path: "/api/tools/photo-place", json: { photo: "data:image/jpeg;base64,AAAA" } });
    expect(json.status).toBe(415);
    expect(json.json.message).toBe("Request body must be multipart/form-data");
    const broken = await send(POST, { method: "POST", path: "/api/tools/photo-place", raw: "--b\r\nContent-Disposition: form-data; name=\"photo\"", headers: { "content-type": "multipart/form-data; boundary=b" } });
    expect(broken.status).toBe(400);
    expect(broken.json.message).toBe("Malformed multipart body");
    expect(seen).toHaveLength(0);
  });

  it("counts a member's photos against the daily AI ceiling, with 429, Retry-After and the ceiling named", async () => {
    reply = answerWith(JSON.stringify({ place: "Eiffel Tower", city: "Paris", country: "France", confidence: "high" }));
    process.env.RATE_LIMITS = "ai_daily_account=2/86400";
    const member = await signedUp("photoceiling");
    try {
      const form = await photoForm(await photo(400, 300));
      const asMember = () => send(POST, { method: "POST", path: "/api/tools/photo-place", form, cookie: member.cookie, headers: { [SOCKET_ADDRESS_HEADER]: freshAddress() } });
      expect((await asMember()).status).toBe(200);
      expect((await asMember()).status).toBe(200);
      const refused = await asMember();
      expect(refused.status).toBe(429);
      expect(refused.json).toEqual({ message: "Daily AI limit reached: 2 AI requests per account a day. Please try again tomorrow.", code: "rate_limited" });
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(seen).toHaveLength(2);
    } finally {
      delete process.env.RATE_LIMITS;
      await db().user.delete({ where: { id: member.id } });
    }
  });

  it("answers 404 when no AI provider is configured", async () => {
    const model = process.env.AI_MODEL;
    delete process.env.AI_MODEL;
    try {
      const res = await ask(await photoForm(await photo()));
      expect(res.status).toBe(404);
      expect(res.json).toEqual({ message: "Photo recognition is not available on this site", code: "not_found" });
    } finally {
      process.env.AI_MODEL = model;
    }
  });
});

describe("parsePhotoAnswer", () => {
  it("reads a fenced or bare object and keeps only the fields it knows", () => {
    expect(parsePhotoAnswer('{"city":"Kyoto","country":"Japan","confidence":"medium","extra":"ignored"}')).toEqual({ place: null, city: "Kyoto", country: "Japan", confidence: "medium" });
    expect(parsePhotoAnswer(42)).toBeNull();
  });
});
