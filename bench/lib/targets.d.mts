export type PageTarget = { pattern: RegExp; rps?: number; p50?: number; p95?: number; singleP95?: number };
export type MeasuredPage = { page: string; rps: number; p50: number; p95: number };
export const PAGE_TARGETS: PageTarget[];
export function targetOf(page: string): PageTarget | null;
export function missedTargets(row: MeasuredPage): string[];
export function missedSingleTarget(row: { page: string; p95: number }): string[];
export function targetText(page: string): string;
export function checked(missed: string[]): string;
export const CACHE_TARGETS: { churnShare: number; churnP99: number; afterChangeP99: number; nginxShare: number };
export function missedCacheTargets(run: { quietRps: number; churnRps: number; churnP99: number; afterChangeP99: number; afterChangeErrors: number; storedRps: number; nginxRps: number | null }): string[];
export const FAMILY_TARGETS: { nginxShare: number; scriptBytes: number; lighthouse: number; firstTapMs: number };
export function missedFamilyTargets(run: {
  families: { page: string; rps: number; nginxRps: number | null; gzipBytes: number; errors: number }[];
  lighthouse: { page: string; score: number; error: string | null }[] | null;
  firstTap: { page: string; control: string; ms: number }[];
}): string[];
export const MEMBER_TARGETS: { share: number; p99: number };
export function missedMemberTargets(rows: { page: string; anonymousRps: number; memberRps: number; memberP99: number; errors: number }[]): string[];
