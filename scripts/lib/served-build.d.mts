export const FINISHED_BUILD: string;
export function readBuildId(buildDir: string): string;
export function servableBuildProblem(buildDir: string): string | null;
