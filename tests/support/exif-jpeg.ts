// Builds real JPEG files with EXIF written byte by byte (TIFF little-endian inside an APP1
// segment): GPS position, date taken and camera, or a deliberately damaged EXIF block.
import sharp from "sharp";

type Entry = { tag: number; type: 1 | 2 | 4 | 5; values: number[] | string };

const TYPE_SIZE = { 1: 1, 2: 1, 4: 4, 5: 8 } as const;

/** One IFD at `start` (an offset in the TIFF block): entries, next-IFD 0, then its out-of-line values. */
function writeIfd(entries: Entry[], start: number): Buffer {
  const sorted = [...entries].sort((a, b) => a.tag - b.tag);
  const head = Buffer.alloc(2 + sorted.length * 12 + 4);
  head.writeUInt16LE(sorted.length, 0);
  const extra: Buffer[] = [];
  let extraOffset = start + head.length;
  sorted.forEach((entry, index) => {
    const at = 2 + index * 12;
    const bytes = encode(entry);
    const count = entry.type === 2 ? bytes.length : entry.type === 5 ? (entry.values as number[]).length / 2 : (entry.values as number[]).length;
    head.writeUInt16LE(entry.tag, at);
    head.writeUInt16LE(entry.type, at + 2);
    head.writeUInt32LE(count, at + 4);
    if (bytes.length <= 4) bytes.copy(head, at + 8);
    else {
      head.writeUInt32LE(extraOffset, at + 8);
      extra.push(bytes);
      extraOffset += bytes.length;
    }
  });
  return Buffer.concat([head, ...extra]);
}

function encode({ type, values }: Entry): Buffer {
  if (type === 2) return Buffer.from(`${values as string}\0`, "latin1");
  const numbers = values as number[];
  const size = TYPE_SIZE[type] * (type === 5 ? numbers.length / 2 : numbers.length);
  const out = Buffer.alloc(size);
  numbers.forEach((value, index) => {
    if (type === 1) out.writeUInt8(value, index);
    else out.writeUInt32LE(value, index * 4);
  });
  return out;
}

/** Degrees as EXIF's three rationals: degrees, minutes, seconds x 100. */
function dms(value: number): number[] {
  const abs = Math.abs(value);
  const degrees = Math.floor(abs);
  const minutes = Math.floor((abs - degrees) * 60);
  const seconds = Math.round(((abs - degrees) * 60 - minutes) * 60 * 100);
  return [degrees, 1, minutes, 1, seconds, 100];
}

export type ExifOptions = { latitude?: number; longitude?: number; takenAt?: string; make?: string; model?: string };

/** The TIFF block: IFD0 (camera, pointers), the EXIF IFD (date taken) and the GPS IFD. */
function tiffBlock({ latitude, longitude, takenAt = "2026:05:17 14:30:00", make = "Wander", model = "Bold One" }: ExifOptions): Buffer {
  const header = Buffer.from([0x49, 0x49, 0x2a, 0x00, 0x08, 0x00, 0x00, 0x00]);
  const hasGps = latitude !== undefined && longitude !== undefined;
  const ifd0Entries = (exifAt: number, gpsAt: number): Entry[] => [
    { tag: 0x010f, type: 2, values: make },
    { tag: 0x0110, type: 2, values: model },
    { tag: 0x8769, type: 4, values: [exifAt] },
    ...(hasGps ? [{ tag: 0x8825, type: 4 as const, values: [gpsAt] }] : []),
  ];
  // Sizes do not depend on the pointer values: measure once, then write with the real offsets.
  const ifd0Size = writeIfd(ifd0Entries(0, 0), 8).length;
  const exifAt = 8 + ifd0Size;
  const exif = writeIfd([{ tag: 0x9003, type: 2, values: takenAt }], exifAt);
  const gpsAt = exifAt + exif.length;
  const gps = hasGps
    ? writeIfd(
        [
          { tag: 0x0000, type: 1, values: [2, 3, 0, 0] },
          { tag: 0x0001, type: 2, values: latitude >= 0 ? "N" : "S" },
          { tag: 0x0002, type: 5, values: dms(latitude) },
          { tag: 0x0003, type: 2, values: longitude >= 0 ? "E" : "W" },
          { tag: 0x0004, type: 5, values: dms(longitude) },
        ],
        gpsAt,
      )
    : Buffer.alloc(0);
  return Buffer.concat([header, writeIfd(ifd0Entries(exifAt, gpsAt), 8), exif, gps]);
}

function app1(payload: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from("Exif\0\0", "latin1"), payload]);
  const marker = Buffer.alloc(4);
  marker.writeUInt16BE(0xffe1, 0);
  marker.writeUInt16BE(body.length + 2, 2);
  return Buffer.concat([marker, body]);
}

async function plainJpeg(): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 30, g: 120, b: 200 } } }).jpeg().toBuffer();
}

const withSegment = (jpeg: Buffer, segment: Buffer) => Buffer.concat([jpeg.subarray(0, 2), segment, jpeg.subarray(2)]);

/** A JPEG whose EXIF holds the camera, the date taken and, when given, the GPS position. */
export async function jpegWithExif(options: ExifOptions = {}): Promise<Buffer> {
  return withSegment(await plainJpeg(), app1(tiffBlock(options)));
}

/** A JPEG whose EXIF block is damaged: a valid TIFF header pointing past the end of the block. */
export async function jpegWithCorruptExif(): Promise<Buffer> {
  const broken = Buffer.from([0x49, 0x49, 0x2a, 0x00, 0xff, 0xff, 0x00, 0x00, 0x01, 0x02]);
  return withSegment(await plainJpeg(), app1(broken));
}

/** A JPEG without any EXIF. */
export const jpegWithoutExif = plainJpeg;
