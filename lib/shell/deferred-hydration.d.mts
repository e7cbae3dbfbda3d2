export function loaderScript(scripts: readonly string[]): string;
export function deferredScripts(html: string): string[];
export function deferHydration(html: string, storeScript: (content: string) => string): string;
export function deferPageScripts(html: string, nonce?: string): string;
export function deferPageScriptsInBytes(page: Buffer): Buffer;
