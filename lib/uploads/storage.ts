import "server-only";
import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { contentTypeByExtension, type ImageContentType, type ImageExtension } from "./limits";
import { env } from "@/lib/env";

/** A cleaned image ready to store (lib/uploads/images.ts). */
export type StorableImage = { data: Buffer; contentType: ImageContentType; extension: ImageExtension };

/** Where images live. Items store the returned URL; `remove` takes those URLs back. */
export interface UploadStorage {
  readonly kind: "local" | "uploadthing";
  save(image: StorableImage): Promise<string>;
  remove(urls: string[]): Promise<void>;
}

/** Public path of local uploads (served by app/uploads/[...key]/route.ts). */
export const LOCAL_UPLOADS_PATH = "/uploads/";

// 32 random hex characters and the extension of the detected type: the only key shape that is
// ever written or served, so no client-supplied name can become a path.
const LOCAL_KEY = /^[0-9a-f]{32}\.(jpg|png|webp|avif|gif)$/;

export function uploadsDir(): string {
  return env().UPLOADS_DIR ?? path.join(process.cwd(), ".data", "uploads");
}

// The uploads folder is chosen at run time: keep the bundler from tracing the whole project for it.
const keyPath = (key: string) => path.join(/*turbopackIgnore: true*/ uploadsDir(), key);

export function isLocalUploadKey(key: string): boolean {
  return LOCAL_KEY.test(key);
}

function localKeyOf(url: string): string | null {
  if (!url.startsWith(LOCAL_UPLOADS_PATH)) return null;
  const key = url.slice(LOCAL_UPLOADS_PATH.length);
  return isLocalUploadKey(key) ? key : null;
}

/** A stored local upload and its type, or null for an unknown or malformed key. */
export async function readLocalUpload(key: string): Promise<{ data: Buffer; contentType: ImageContentType } | null> {
  if (!isLocalUploadKey(key)) return null;
  try {
    const data = await fs.readFile(/*turbopackIgnore: true*/ keyPath(key));
    const extension = key.slice(key.lastIndexOf(".") + 1) as ImageExtension;
    return { data, contentType: contentTypeByExtension[extension] };
  } catch {
    return null;
  }
}

const localStorage: UploadStorage = {
  kind: "local",
  async save(image) {
    await fs.mkdir(/*turbopackIgnore: true*/ uploadsDir(), { recursive: true });
    const key = `${randomBytes(16).toString("hex")}.${image.extension}`;
    await fs.writeFile(/*turbopackIgnore: true*/ keyPath(key), image.data, { flag: "wx", mode: 0o644 });
    return `${LOCAL_UPLOADS_PATH}${key}`;
  },
  async remove(urls) {
    await Promise.all(
      urls.map(async (url) => {
        const key = localKeyOf(url);
        if (key) await fs.rm(/*turbopackIgnore: true*/ keyPath(key), { force: true });
      }),
    );
  },
};

// UploadThing file URLs end in /f/<key> (https://<app>.ufs.sh/f/<key>, or utfs.io/f/<key>).
function uploadThingKeyOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    const isUploadThingHost = parsed.hostname === "utfs.io" || parsed.hostname.endsWith(".ufs.sh");
    const match = /^\/f\/([^/]+)$/.exec(parsed.pathname);
    return isUploadThingHost && match?.[1] ? decodeURIComponent(match[1]) : null;
  } catch {
    return null;
  }
}

function uploadThingStorage(token: string): UploadStorage {
  // Loaded only when configured: the SDK is large and unused otherwise.
  let loaded: Promise<{ UTFile: typeof import("uploadthing/server").UTFile; client: import("uploadthing/server").UTApi }> | null = null;
  const sdk = () => (loaded ??= import("uploadthing/server").then(({ UTApi, UTFile }) => ({ UTFile, client: new UTApi({ token }) })));
  return {
    kind: "uploadthing",
    async save(image) {
      const { client, UTFile } = await sdk();
      const name = `${randomBytes(16).toString("hex")}.${image.extension}`;
      const result = await client.uploadFiles(new UTFile([new Uint8Array(image.data)], name, { type: image.contentType }));
      if (result.error || !result.data) throw new Error(`UploadThing upload failed: ${result.error?.message ?? "no data"}`);
      return result.data.ufsUrl;
    },
    async remove(urls) {
      const keys = urls.map(uploadThingKeyOf).filter((key): key is string => key !== null);
      await localStorage.remove(urls);
      if (keys.length === 0) return;
      const { client } = await sdk();
      await client.deleteFiles(keys);
    },
  };
}

let cached: { token: string; storage: UploadStorage } | null = null;

/** UploadThing when UPLOADTHING_TOKEN is set, the local disk otherwise. */
export function uploadStorage(): UploadStorage {
  const token = env().UPLOADTHING_TOKEN;
  if (!token) return localStorage;
  if (cached?.token !== token) cached = { token, storage: uploadThingStorage(token) };
  return cached.storage;
}

/** Stores images one by one; if one fails, those already stored are removed again. */
export async function saveImages(images: StorableImage[], storage = uploadStorage()): Promise<string[]> {
  const urls: string[] = [];
  try {
    for (const image of images) urls.push(await storage.save(image));
    return urls;
  } catch (error) {
    await removeQuietly(urls, storage);
    throw error;
  }
}

/** Removes stored files, logging instead of failing: the item change they belong to already happened. */
export async function removeQuietly(urls: string[], storage = uploadStorage()): Promise<void> {
  if (urls.length === 0) return;
  try {
    await storage.remove(urls);
  } catch (error) {
    console.error("Could not remove uploaded files:", urls, error);
  }
}
