import { clsx, type ClassValue } from "clsx";
import { twMerge } from "tailwind-merge";

/**
 * Joins class names and lets later Tailwind classes override earlier ones (tailwind-merge).
 * tailwind-merge costs about 9 KB gzipped in the browser: client components that never combine
 * conflicting classes (the site shell) call clsx directly.
 */
export function cn(...inputs: ClassValue[]) {
  return twMerge(clsx(inputs));
}
