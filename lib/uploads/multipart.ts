import "server-only";
import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import busboy from "busboy";
import { AppError } from "@/lib/api/errors";
import { MAX_FIELD_BYTES, MAX_IMAGE_BYTES, uploadMessages } from "./limits";

export type UploadedFile = {
  field: string;
  /** The name the browser sent: shown in messages only, never used as a path. */
  filename: string;
  data: Buffer;
};

export type MultipartForm = {
  /** Every text value of each field name, in order. */
  fields: Map<string, string[]>;
  files: UploadedFile[];
};

export type MultipartOptions = {
  /** File fields the form may carry; any other file part is refused. */
  fileFields: readonly string[];
  /** Files one request may carry (a 400 beyond). */
  maxFiles: number;
  /** Message of that 400. */
  tooManyFilesMessage: string;
  maxFileBytes?: number;
  maxFieldBytes?: number;
  maxFields?: number;
};

/** The whole body may hold every allowed file at full size plus the text fields. */
export function maxBodyBytes({ maxFiles, maxFileBytes = MAX_IMAGE_BYTES }: Pick<MultipartOptions, "maxFiles" | "maxFileBytes">): number {
  return maxFiles * (maxFileBytes + 8 * 1024) + 2 * MAX_FIELD_BYTES + 64 * 1024;
}

const badRequest = (message: string) => new AppError("bad_request", { message });
const tooLarge = (message: string) => new AppError("payload_too_large", { message });

/**
 * Reads a multipart/form-data body as it streams in (busboy): a file over its size limit, a text
 * field over its limit or a body over the total cap is refused (413) as soon as it is seen, and
 * the rest of the body is never read. Other content types answer 415, a broken body 400.
 * File names are kept only as labels for messages.
 */
export async function readMultipartForm(req: Request, options: MultipartOptions): Promise<MultipartForm> {
  const { fileFields, maxFiles, tooManyFilesMessage, maxFileBytes = MAX_IMAGE_BYTES, maxFieldBytes = MAX_FIELD_BYTES, maxFields = 100 } = options;
  const contentType = req.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data\s*(;|$)/i.test(contentType)) throw new AppError("unsupported_media_type", { message: uploadMessages.notMultipart });
  const maxTotal = maxBodyBytes({ maxFiles, maxFileBytes });
  const declared = Number(req.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > maxTotal) throw tooLarge(uploadMessages.bodyTooLarge);
  if (!req.body) throw badRequest(uploadMessages.empty);

  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { "content-type": contentType },
      defParamCharset: "utf8",
      limits: { fileSize: maxFileBytes, files: maxFiles, fields: maxFields, fieldSize: maxFieldBytes, fieldNameSize: 100, parts: maxFiles + maxFields },
    });
  } catch {
    // No boundary, or not a multipart type busboy knows.
    throw badRequest(uploadMessages.malformed);
  }

  const source = Readable.fromWeb(req.body as unknown as NodeReadableStream<Uint8Array>);
  const fields = new Map<string, string[]>();
  const files: UploadedFile[] = [];

  return new Promise<MultipartForm>((resolve, reject) => {
    let settled = false;
    let received = 0;
    let pendingFiles = 0;
    let parserClosed = false;

    const fail = (error: AppError) => {
      if (settled) return;
      settled = true;
      reject(error);
      // Stops reading the request, so the rest of an oversized upload is never buffered. On the
      // next tick: busboy still touches the current file stream after emitting "limit".
      process.nextTick(() => {
        source.unpipe(parser);
        source.destroy();
        parser.on("error", () => undefined);
        parser.destroy();
      });
    };
    const finish = () => {
      if (settled || !parserClosed || pendingFiles > 0) return;
      settled = true;
      resolve({ fields, files });
    };

    source.on("data", (chunk: Buffer) => {
      received += chunk.length;
      if (received > maxTotal) fail(tooLarge(uploadMessages.bodyTooLarge));
    });
    source.on("error", () => fail(badRequest(uploadMessages.malformed)));

    parser.on("field", (name, value, info) => {
      if (info.nameTruncated) return fail(badRequest(uploadMessages.malformed));
      if (info.valueTruncated) return fail(tooLarge(uploadMessages.fieldTooLong(name)));
      const values = fields.get(name) ?? [];
      values.push(value);
      fields.set(name, values);
    });

    parser.on("file", (name, stream, info) => {
      // Destroying the parser ends an unfinished file stream with an error: always listen.
      stream.on("error", () => fail(badRequest(uploadMessages.malformed)));
      if (!fileFields.includes(name)) {
        stream.resume();
        return fail(badRequest(uploadMessages.unexpectedFile(name)));
      }
      pendingFiles += 1;
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => {
        if (!settled) chunks.push(chunk);
      });
      stream.on("limit", () => fail(tooLarge(uploadMessages.tooLarge)));
      stream.on("end", () => {
        pendingFiles -= 1;
        const data = Buffer.concat(chunks);
        const filename = (info.filename ?? "").trim();
        // A file input left empty still sends a part with no name and no bytes.
        if (!stream.truncated && (data.length > 0 || filename !== "")) files.push({ field: name, filename: filename.slice(0, 100) || "The file", data });
        finish();
      });
    });

    parser.on("filesLimit", () => fail(badRequest(tooManyFilesMessage)));
    parser.on("fieldsLimit", () => fail(badRequest(uploadMessages.tooManyFields)));
    parser.on("partsLimit", () => fail(badRequest(uploadMessages.tooManyFields)));
    parser.on("error", () => fail(badRequest(uploadMessages.malformed)));
    parser.on("close", () => {
      parserClosed = true;
      finish();
    });

    source.pipe(parser);
  });
}

/** The last value of a text field, or undefined when the form left it out. */
export function lastField(form: MultipartForm, name: string): string | undefined {
  const values = form.fields.get(name);
  return values && values.length > 0 ? values[values.length - 1] : undefined;
}

/** The named text fields as an object (last value wins), for a zod schema. */
export function fieldsObject(form: MultipartForm, names: readonly string[]): Record<string, string> {
  const object: Record<string, string> = {};
  for (const name of names) {
    const value = lastField(form, name);
    if (value !== undefined) object[name] = value;
  }
  return object;
}
