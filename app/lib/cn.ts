import { clsx, type ClassValue } from "clsx";

/**
 * Joins class names. Deliberately without tailwind-merge (7 KB on every
 * page): components put overridable utilities last and callers add, not
 * contradict, classes.
 */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs);
}
