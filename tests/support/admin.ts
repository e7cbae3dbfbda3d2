// Helpers for the admin API tests: signed-in users and admins, requests with multipart or JSON
// bodies and route params, and small real images made with sharp.
import sharp from "sharp";
import { SOCKET_ADDRESS_HEADER } from "@/lib/api/client-address";
import { ensureAdmin } from "@/lib/auth/service";
import { signUp } from "./accounts";
import { ORIGIN } from "./api";

export type RouteHandler = (req: Request, ctx: { params: Promise<Record<string, string | string[]>> }) => Promise<Response>;

/** A new signed-in user (role user). */
export async function signedUpUser(prefix = "member") {
  const { cookie, user, username, email } = await signUp(prefix);
  return { cookie, user, username, email };
}

/** A new signed-in administrator. */
export async function signedUpAdmin() {
  const admin = await signedUpUser("admin");
  await ensureAdmin({ email: admin.email, password: "unused password" });
  return admin;
}

export type SendOptions = {
  method?: string;
  path?: string;
  params?: Record<string, string | string[]>;
  cookie?: string | null;
  form?: FormData;
  json?: unknown;
  raw?: string | ReadableStream<Uint8Array>;
  headers?: Record<string, string>;
};

/** Calls a route handler as a same-origin browser would. */
export async function send(handler: RouteHandler, { method = "GET", path = "/api/admin/x", params = {}, cookie, form, json, raw, headers = {} }: SendOptions = {}) {
  const init: RequestInit & { duplex?: string } = {
    method,
    headers: {
      origin: ORIGIN,
      "sec-fetch-site": "same-origin",
      [SOCKET_ADDRESS_HEADER]: "127.0.0.1",
      ...(json !== undefined ? { "content-type": "application/json" } : {}),
      ...(cookie ? { cookie } : {}),
      ...headers,
    },
  };
  if (form) init.body = form;
  else if (json !== undefined) init.body = JSON.stringify(json);
  else if (raw !== undefined) {
    init.body = raw;
    init.duplex = "half";
  }
  const response = await handler(new Request(`${ORIGIN}${path}`, init), { params: Promise.resolve(params) });
  const body = Buffer.from(await response.arrayBuffer());
  let parsed: Record<string, unknown> & { [key: string]: unknown } = {};
  try {
    parsed = body.length ? (JSON.parse(body.toString("utf8")) as Record<string, unknown>) : {};
  } catch {
    parsed = {};
  }
  return { status: response.status, json: parsed as Record<string, any>, body, headers: response.headers }; // eslint-disable-line @typescript-eslint/no-explicit-any
}

/** A form from an object: arrays repeat the field, Files go in as files, undefined is left out. */
export function formOf(fields: Record<string, string | File | Array<string | File> | undefined>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) form.append(name, item);
  }
  return form;
}

export async function png(width = 12, height = 8, background = { r: 20, g: 120, b: 200 }): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background } }).png().toBuffer();
}

/** A JPEG carrying EXIF text that must not survive the upload. */
export async function jpegWithExif(secret: string): Promise<Buffer> {
  return sharp({ create: { width: 16, height: 12, channels: 3, background: { r: 200, g: 60, b: 40 } } })
    .jpeg()
    .withExif({ IFD0: { Copyright: secret, Artist: secret, ImageDescription: secret } })
    .toBuffer();
}

export async function animatedGif(): Promise<Buffer> {
  const frames = await Promise.all(["red", "blue", "green"].map((background) => sharp({ create: { width: 8, height: 8, channels: 3, background } }).png().toBuffer()));
  return sharp(frames, { join: { animated: true } }).gif().toBuffer();
}

export const fileOf = (data: Buffer | string, name: string, type = "application/octet-stream") => new File([typeof data === "string" ? data : new Uint8Array(data)], name, { type });
