export function foldText(text: string): string;
export function slugify(text: string): string;
