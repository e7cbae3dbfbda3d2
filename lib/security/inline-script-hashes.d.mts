export function scriptHashSource(text: string): string;
export function inlineScriptHashSources(html: string): string[];
