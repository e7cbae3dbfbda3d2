import "server-only";
import { fileTypeFromBuffer } from "file-type/core";
import sharp from "sharp";
import { AppError } from "@/lib/api/errors";
import { imageTypes, uploadMessages, type ImageContentType, type ImageExtension } from "./limits";

export type CleanImage = { data: Buffer; contentType: ImageContentType; extension: ImageExtension };

// Decompression bombs: a few kilobytes of PNG can claim gigapixels.
const MAX_INPUT_PIXELS = 50_000_000;

function isAllowedType(mime: string | undefined): mime is ImageContentType {
  return mime !== undefined && Object.hasOwn(imageTypes, mime);
}

/**
 * Accepts JPEG, PNG, WebP, AVIF and GIF as recognised by their bytes (the file name and the
 * declared type are ignored), and re-encodes them in the same format, which drops EXIF and every
 * other metadata block (sharp keeps none unless asked). JPEG orientation is applied first, so
 * photos stay upright; animated GIF and WebP keep their frames. Anything else is a 400.
 */
export async function cleanImage(input: Buffer, label: string): Promise<CleanImage> {
  const detected = await fileTypeFromBuffer(input);
  const contentType = detected?.mime;
  if (!isAllowedType(contentType)) throw new AppError("bad_request", { message: uploadMessages.notImage(label) });
  const animated = contentType === "image/gif" || contentType === "image/webp";
  try {
    const image = sharp(input, { animated, limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" });
    let data: Buffer;
    switch (contentType) {
      case "image/jpeg":
        data = await image.rotate().jpeg({ quality: 85, mozjpeg: true }).toBuffer();
        break;
      case "image/png":
        data = await image.png({ compressionLevel: 9 }).toBuffer();
        break;
      case "image/webp":
        data = await image.webp({ quality: 85 }).toBuffer();
        break;
      case "image/avif":
        data = await image.avif({ quality: 60, effort: 2 }).toBuffer();
        break;
      case "image/gif":
        data = await image.gif().toBuffer();
        break;
    }
    return { data, contentType, extension: imageTypes[contentType] };
  } catch {
    throw new AppError("bad_request", { message: uploadMessages.unreadable(label) });
  }
}
