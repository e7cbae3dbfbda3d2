export const LOCALES: string[];
export { LOCALE_HEADER, NOT_FOUND_PAGE_PATH, SOCKET_ADDRESS_HEADER } from "../../lib/server-edge.mjs";
export function isNotFoundPage(pathname: string): boolean;
export const PAGE_METHODS: string[];
export const API_METHODS: string[];
export function isApiPath(pathname: string): boolean;
export function localeOfPath(pathname: string): string;
export function isMalformedPath(pathname: string): boolean;
export function isDoublyEncodedPagePath(pathname: string): boolean;
export function isCrossSitePagePost(method: string, pathname: string, headers?: Record<string, string | string[] | undefined>): boolean;
export type RequestDecision =
  | { status: number; headers: Record<string, string>; api: boolean; body: { message: string; code: string } }
  | { rewrite: string; status?: undefined }
  | null;
export function decideRequest(request: { method: string; url: string; headers?: Record<string, string | string[] | undefined> }): RequestDecision;
export function asNotFoundScreenRequest<R extends { method?: string; headers: Record<string, string | string[] | undefined> }>(req: R): R;
export function errorPage(options: { root: string; url: string; unavailable: boolean; tooMany?: boolean }): string;
export function defersHydration(pathname: string): boolean;
