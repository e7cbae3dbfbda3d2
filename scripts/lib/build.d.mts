export function buildIsStale(env?: NodeJS.ProcessEnv): boolean;
export function buildIfStale(env: NodeJS.ProcessEnv, options?: { force?: boolean }): Promise<void>;
/** The lines of a build log that report a failure (colour codes removed). */
export function buildLogErrors(output: string): string[];
