// Upload limits shared by the multipart reader, the image check and the admin screens (which
// may show them). Safe to import on the client.

/** Largest image accepted, per file. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** Largest text field of a multipart form (an article's Markdown body fits with room to spare). */
export const MAX_FIELD_BYTES = 256 * 1024;

/** The image types accepted, recognised by their bytes; the value is the stored file's extension. */
export const imageTypes = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
  "image/avif": "avif",
  "image/gif": "gif",
} as const;

export type ImageContentType = keyof typeof imageTypes;
export type ImageExtension = (typeof imageTypes)[ImageContentType];

export const contentTypeByExtension: Record<ImageExtension, ImageContentType> = {
  jpg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  avif: "image/avif",
  gif: "image/gif",
};

export const uploadMessages = {
  notImage: (name: string) => `${name} is not a supported image: upload a JPEG, PNG, WebP, AVIF or GIF file`,
  unreadable: (name: string) => `${name} could not be read as an image`,
  tooLarge: `Each image must be ${MAX_IMAGE_BYTES / 1024 / 1024} MB or smaller`,
  bodyTooLarge: `Request body is too large: images must be ${MAX_IMAGE_BYTES / 1024 / 1024} MB or smaller each`,
  fieldTooLong: (field: string) => `The ${field} field is too long`,
  notMultipart: "Request body must be multipart/form-data",
  malformed: "Malformed multipart body",
  empty: "Request body is empty",
  tooManyFields: "Too many form fields",
  unexpectedFile: (field: string) => `Unexpected file field "${field}"`,
  oneImage: "Only one image can be uploaded",
} as const;
