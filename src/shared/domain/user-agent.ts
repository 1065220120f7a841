/**
 * A browser's User-Agent header, summarised as a person recognises their device: "Firefox" on
 * "Windows". Names only (proper nouns, the same in every language); unknown parts are null and
 * the screen says so. The account page and the security notices (server) both use it, so a person
 * sees the same name for their device in both. Order matters: Edge and Opera also say "Chrome", Chrome also says "Safari".
 */
const BROWSERS: [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, 'Microsoft Edge'],
  [/\b(OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(Firefox|FxiOS)\//, 'Firefox'],
  [/\b(HeadlessChrome|Chrome|CriOS|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

const SYSTEMS: [RegExp, string][] = [
  [/\b(iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bWindows\b/, 'Windows'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

export type BrowserSummary = { browser: string | null; os: string | null };

const first = (rules: [RegExp, string][], ua: string) =>
  rules.find(([pattern]) => pattern.test(ua))?.[1] ?? null;

export function summariseUserAgent(userAgent: string | null | undefined): BrowserSummary {
  if (!userAgent) return { browser: null, os: null };
  return { browser: first(BROWSERS, userAgent), os: first(SYSTEMS, userAgent) };
}
