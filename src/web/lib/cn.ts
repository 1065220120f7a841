import { type ClassValue, clsx } from 'clsx';

type Merge = (classes: string) => string;

let merge: Merge = (classes) => classes;

/**
 * Lets a later Tailwind class override an earlier one (tailwind-merge, as in shadcn/ui). The app
 * installs it at start (main.tsx); the prerendered public pages do without it, because it would
 * be a fifteenth of their first-load JavaScript (D110). Their classes never conflict,
 * which public-classes.test.tsx checks by rendering every public page both ways.
 */
export function setClassMerger(next: Merge): void {
  merge = next;
}

/** Joins class names (shadcn/ui's helper); later classes win once a merger is installed. */
export function cn(...inputs: ClassValue[]): string {
  return merge(clsx(inputs));
}
