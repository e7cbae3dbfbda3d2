export const FINISHED_BUILD: string;
export function buildIsStale(env?: Record<string, string | undefined>): boolean;
export function buildIfStale(env: Record<string, string | undefined>, options?: { force?: boolean }): Promise<void>;
export function servableBuildProblem(buildDir: string): string | null;
