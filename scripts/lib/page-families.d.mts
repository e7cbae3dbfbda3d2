export function pageFamily(pathname: string): { maxAgeMs: number | null; defers: boolean } | null;
