// The photo finder's checks before reading EXIF (pure: the client island and the tests share them).
export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;

export type ImageKind = "jpeg" | "png" | "webp" | "heic" | "tiff" | "gif";

/** The image type from the file's first bytes (the name and the browser's type can lie). */
export function sniffImage(bytes: Uint8Array): ImageKind | null {
  const at = (offset: number, ...values: number[]) => values.every((value, index) => bytes[offset + index] === value);
  const ascii = (offset: number, text: string) => at(offset, ...[...text].map((char) => char.charCodeAt(0)));
  if (at(0, 0xff, 0xd8, 0xff)) return "jpeg";
  if (at(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return "png";
  if (ascii(0, "RIFF") && ascii(8, "WEBP")) return "webp";
  if (ascii(4, "ftyp") && ["heic", "heix", "hevc", "mif1", "msf1", "avif"].some((brand) => ascii(8, brand))) return "heic";
  if (at(0, 0x49, 0x49, 0x2a, 0x00) || at(0, 0x4d, 0x4d, 0x00, 0x2a)) return "tiff";
  if (ascii(0, "GIF8")) return "gif";
  return null;
}

export type PhotoCheck = { ok: true; kind: ImageKind } | { ok: false; problem: "tooLarge" | "notImage" | "empty" };

export function checkPhoto(size: number, head: Uint8Array): PhotoCheck {
  if (size === 0) return { ok: false, problem: "empty" };
  if (size > MAX_PHOTO_BYTES) return { ok: false, problem: "tooLarge" };
  const kind = sniffImage(head);
  return kind ? { ok: true, kind } : { ok: false, problem: "notImage" };
}

/** What exifr reads: the camera, the date and the position, nothing else. */
export const EXIF_OPTIONS = { tiff: true, exif: true, gps: true, xmp: false, icc: false, iptc: false, jfif: false, ihdr: false } as const;

/**
 * exifr collects the errors of a damaged EXIF block in `errors` instead of throwing; a block
 * whose errors left no position is damaged.
 */
export function isCorruptExif(exif: Record<string, unknown> | undefined | null): boolean {
  return Array.isArray(exif?.errors) && exif.errors.length > 0 && readPhotoFacts(exif).latitude === null;
}

/** exifr's output, narrowed to what the page shows. */
export type PhotoFacts = { latitude: number | null; longitude: number | null; takenAt: string | null; camera: string | null };

export function readPhotoFacts(exif: Record<string, unknown> | undefined | null): PhotoFacts {
  const number = (value: unknown) => (typeof value === "number" && Number.isFinite(value) ? value : null);
  let latitude = number(exif?.latitude);
  let longitude = number(exif?.longitude);
  if (latitude === null || longitude === null || Math.abs(latitude) > 90 || Math.abs(longitude) > 180) latitude = longitude = null;
  const date = exif?.DateTimeOriginal ?? exif?.CreateDate ?? exif?.ModifyDate;
  const takenAt = date instanceof Date && !Number.isNaN(date.getTime()) ? date.toISOString() : typeof date === "string" ? date : null;
  const make = typeof exif?.Make === "string" ? exif.Make.trim() : "";
  const model = typeof exif?.Model === "string" ? exif.Model.trim() : "";
  const camera = model.startsWith(make) ? model : [make, model].filter(Boolean).join(" ");
  return { latitude, longitude, takenAt, camera: camera || null };
}
