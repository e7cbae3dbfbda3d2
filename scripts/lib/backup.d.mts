export class BackupError extends Error {}
export function backupsDir(): string;
export function uploadsDir(): string;
export function toolMajor(file: string): number | null;
export function findPgTool(
  name: string,
  serverMajor: number,
): { file: string; major: number } | { passedOver: string[] };
export function listBackups(): string[];
export function createBackup(options: {
  url: string;
  format?: "auto" | "pg_dump" | "rows";
  keep?: number;
  log?: (line: string) => void;
}): Promise<{ folder: string; manifest: Record<string, unknown> }>;
export function resolveBackup(given?: string): string;
export function databaseUrl(url: string, name: string): Promise<string>;
export function restoreBackup(options: {
  url: string;
  folder: string;
  log?: (line: string) => void;
}): Promise<{ manifest: Record<string, unknown>; newerMigrations: boolean }>;
