export function contentSecurityPolicy(options?: { inlineScripts?: readonly string[]; isProduction?: boolean }): string;
