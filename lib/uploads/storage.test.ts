import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { isLocalUploadKey, readLocalUpload, removeQuietly, saveImages, uploadStorage } from "./storage";

let dir: string;

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "wb-storage-"));
  process.env.UPLOADS_DIR = dir;
});

afterAll(() => {
  fs.rmSync(dir, { recursive: true, force: true });
  delete process.env.UPLOADS_DIR;
  delete process.env.UPLOADTHING_TOKEN;
});

describe("local upload storage", () => {
  it("stores under random names of the detected type and reads them back with that type", async () => {
    const [url] = await saveImages([{ data: Buffer.from("png bytes"), contentType: "image/png", extension: "png" }]);
    expect(url).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/);
    const key = url!.replace("/uploads/", "");
    expect(await readLocalUpload(key)).toEqual({ data: Buffer.from("png bytes"), contentType: "image/png" });
    await removeQuietly([url!, "/uploads/../../etc/passwd", "https://elsewhere.example/x.png"]);
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it.each(["../x.png", "x.png", "0123456789abcdef0123456789abcdef.svg", "0123456789abcdef0123456789abcdef.png/..", ""])("refuses the key %p", (key) => {
    expect(isLocalUploadKey(key)).toBe(false);
  });

  it("uses UploadThing only when UPLOADTHING_TOKEN is set", () => {
    delete process.env.UPLOADTHING_TOKEN;
    expect(uploadStorage().kind).toBe("local");
    process.env.UPLOADTHING_TOKEN = "test-token";
    expect(uploadStorage().kind).toBe("uploadthing");
    delete process.env.UPLOADTHING_TOKEN;
  });
});
