import { accept, type Normalized, refuse } from './issues';

/** A DNS label: letters, digits, hyphens (underscores occur in subdomains), no hyphen at an end. */
const LABEL = /^(?!-)[a-z0-9_-]{1,63}(?<!-)$/;
/** The last label: a real top-level domain is letters, or punycode for an internationalized one. */
const TOP_LEVEL = /^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;

/**
 * A host name as the WHATWG URL parser gives it (lowercase, IDN as punycode, IPv4 in dotted form)
 * → itself without its trailing dot, or null for anything that is not a domain name: an IP
 * address, a name without a dot ("localhost") or with a bad label.
 */
export function checkHostname(hostname: string): string | null {
  const host = hostname.replace(/\.$/, '');
  const labels = host.split('.');
  const topLevel = labels.at(-1) ?? '';
  if (labels.length < 2 || host.length > 253 || !TOP_LEVEL.test(topLevel)) return null;
  return labels.every((label) => LABEL.test(label)) ? host : null;
}

/**
 * A bare host ("Bücher.DE") → its ASCII form ("xn--bcher-kva.de") through the URL parser, which
 * does the IDNA mapping the same way in Node and in browsers. Null for anything but a host.
 */
export function asciiHostname(host: string): string | null {
  if (!host || /[\s/\\?#@:[\]]/.test(host)) return null;
  try {
    return checkHostname(new URL(`http://${host}`).hostname);
  } catch {
    return null;
  }
}

/** Any scheme, including the defanged "hxxps://" of scam warnings, is dropped: only the host counts. */
const SCHEME = /^[a-z][a-z0-9+.-]*:\/\//i;

/**
 * A website as a victim types or pastes it ("https://WWW.Example.com:8443/login?x=1",
 * "example.com.", "example[.]com") → "example.com". Only a leading `www.` is dropped (and only
 * while a dot remains: "www.com" is a domain of its own); other subdomains are kept, since
 * scams rent subdomains of shared hosts. Without a scheme an "@" means an email address typed in
 * the wrong field, and is refused; after a scheme, "https://bank.com@scam.net" is scam.net, the
 * host a browser would open.
 */
export function normalizeDomain(input: string): Normalized {
  const text = input.trim().replace(/\[\.\]/g, '.');
  const hasScheme = SCHEME.test(text);
  if (!text || /\s/.test(text) || (!hasScheme && text.includes('@'))) return refuse('domain');
  let hostname: string;
  try {
    // A special scheme, so that the host is lowercased and punycoded (a custom one keeps it opaque).
    hostname = new URL(`http://${text.replace(SCHEME, '')}`).hostname;
  } catch {
    return refuse('domain');
  }
  const host = checkHostname(hostname);
  if (!host) return refuse('domain');
  let name = host;
  // Repeated, so that normalizing a value again gives the same value ("www.www.x.com").
  while (name.startsWith('www.') && name.slice(4).includes('.')) name = name.slice(4);
  return accept(name);
}
