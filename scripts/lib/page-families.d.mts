export const REFERENCE_TABLES: string[];
export const UNSHOWN_TABLES: string[];
export function pageFamily(pathname: string): { maxAgeMs: number | null; defers: boolean; tags: (path: string) => string[]; examples: string[] } | null;
export function pageTags(pathname: string): string[];
export function familyExamples(): string[];
