export type PageTarget = { pattern: RegExp; rps?: number; p50?: number; p95?: number; singleP95?: number };
export type MeasuredPage = { page: string; rps: number; p50: number; p95: number };
export const PAGE_TARGETS: PageTarget[];
export function targetOf(page: string): PageTarget | null;
export function missedTargets(row: MeasuredPage): string[];
export function missedSingleTarget(row: { page: string; p95: number }): string[];
export function targetText(page: string): string;
export function checked(missed: string[]): string;
