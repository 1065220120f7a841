/**
 * page.evaluate has no time limit of its own: a promise in the page that never settles would hold
 * the journey until the test's own limit, with no word on where it stopped (a layout sweep in CI
 * once did just that). This names what did not finish.
 */
export function within<T>(ms: number, what: string, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, fail) => {
    timer = setTimeout(() => fail(new Error(`${what} did not finish within ${ms / 1000} s`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}
