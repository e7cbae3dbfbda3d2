import exifr from "exifr";
import { jpegWithCorruptExif, jpegWithExif, jpegWithoutExif } from "@/tests/support/exif-jpeg";
import { checkPhoto, EXIF_OPTIONS, isCorruptExif, MAX_PHOTO_BYTES, readPhotoFacts, sniffImage } from "./photo";

const parse = (file: Buffer) => exifr.parse(file, { ...EXIF_OPTIONS }) as Promise<Record<string, unknown> | undefined>;

describe("photo checks and EXIF reading", () => {
  it("reads GPS, date and camera from a real JPEG written in the test", async () => {
    const file = await jpegWithExif({ latitude: 48.8584, longitude: 2.2945, takenAt: "2026:05:17 14:30:00", make: "Wander", model: "Bold One" });
    expect(checkPhoto(file.length, file.subarray(0, 16))).toEqual({ ok: true, kind: "jpeg" });
    const facts = readPhotoFacts(await parse(file));
    expect(facts.latitude).toBeCloseTo(48.8584, 4);
    expect(facts.longitude).toBeCloseTo(2.2945, 4);
    expect(facts.camera).toBe("Wander Bold One");
    expect(facts.takenAt).toMatch(/^2026-05-17T/);
  });

  it("reads the southern and western hemispheres as negative", async () => {
    const facts = readPhotoFacts(await parse(await jpegWithExif({ latitude: -22.9519, longitude: -43.2105 })));
    expect(facts.latitude).toBeCloseTo(-22.9519, 4);
    expect(facts.longitude).toBeCloseTo(-43.2105, 4);
  });

  it("finds no position in a photo without GPS data", async () => {
    const withoutGps = readPhotoFacts(await parse(await jpegWithExif({})));
    expect(withoutGps).toMatchObject({ latitude: null, longitude: null, camera: "Wander Bold One" });
    expect(readPhotoFacts(await parse(await jpegWithoutExif()))).toEqual({ latitude: null, longitude: null, takenAt: null, camera: null });
  });

  it("recognises damaged EXIF (the page shows its corrupt-EXIF message), and only that", async () => {
    expect(isCorruptExif(await parse(await jpegWithCorruptExif()))).toBe(true);
    expect(isCorruptExif(await parse(await jpegWithExif({ latitude: 1, longitude: 2 })))).toBe(false);
    expect(isCorruptExif(await parse(await jpegWithExif({})))).toBe(false);
    expect(isCorruptExif(await parse(await jpegWithoutExif()))).toBe(false);
  });

  it("refuses non-images, empty files and files over 5 MB by their bytes", () => {
    expect(sniffImage(new TextEncoder().encode("%PDF-1.7 hello"))).toBeNull();
    expect(checkPhoto(14, new TextEncoder().encode("%PDF-1.7 hello"))).toEqual({ ok: false, problem: "notImage" });
    expect(checkPhoto(0, new Uint8Array())).toEqual({ ok: false, problem: "empty" });
    expect(checkPhoto(MAX_PHOTO_BYTES + 1, new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toEqual({ ok: false, problem: "tooLarge" });
    expect(sniffImage(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe("png");
    expect(sniffImage(new TextEncoder().encode("\0\0\0\x18ftypheic"))).toBe("heic");
  });
});
