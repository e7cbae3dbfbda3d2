type Headers = Record<string, unknown>;
type Bodies = { br: Buffer; gzip: Buffer; identity: Buffer };
export type StoredPage = { status: number; headers: Headers; bodies: Bodies; expires: number; bytes: number };
export const PUBLIC_DATA_CHANNEL: string;
export function pageMaxAge(pathname: string): number | null;
export function pageCacheKey(request: { method?: string; url?: string; headers: Record<string, string | string[] | undefined> }): string | null;
export function isStorable(pathname: string, status: number, headers: Headers): boolean;
export type PageCopy = { status: number; headers: Headers; identity: Buffer; expires: number };
export function pageCopy(page: { pathname: string; status: number; headers: Headers; html: string; now: number }): PageCopy;
export function storedPage(copy: PageCopy): { body(encoding: "br" | "gzip" | "identity"): Promise<Buffer>; stored: Promise<StoredPage> };
export function compressForOneAnswer(body: Buffer | string, encoding: "br" | "gzip" | "identity"): Promise<Buffer>;
export function chooseEncoding(acceptEncoding: string): "br" | "gzip" | "identity";
export class PageCache {
  constructor(options?: { maxBytes?: number; maxAskedOnce?: number });
  maxBytes: number;
  maxAskedOnce: number;
  askedOnce: Map<string, number>;
  bytes: number;
  enabled: boolean;
  generation: number;
  get(key: string, now: number): StoredPage | null;
  set(key: string, entry: { bytes: number; expires: number }, generation: number): void;
  admits(key: string, pathname: string, now: number): boolean;
  clear(): void;
  setEnabled(enabled: boolean): void;
}
export function policyForInlineScripts(policy: string, html: string): string;
