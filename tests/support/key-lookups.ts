/**
 * Finds the static translation lookups in a web source file, so a test can check each key exists.
 * i18n keys are not type-checked: a key that names nothing renders as the raw key and no test
 * fails, which makes moving texts between namespaces blind without this.
 */

/** `at` is where the call starts; a namespace `a|b` means a hook given both (either may hold the key). */
export type Lookup = { at: number; line: number; namespace: string; key: string };
export type Scan = {
  lookups: Lookup[];
  /** Template literals with ${…}, the key known only at run time; `key` is the text before the first ${. */
  dynamic: Lookup[];
  /** Keys given as a variable or expression, or a `t` whose namespace the file does not name. */
  unchecked: Lookup[];
};

/** What a name like `t` or `tl` looks keys up in from a point in the file on; null when unknown. */
type Binding = { name: string; at: number; namespaces: string[] | null; prefix: string };

const quotedNames = (text: string) => [...text.matchAll(/['"`](\w+)['"`]/g)].map((m) => m[1] as string);

function hookBindings(source: string): Binding[] {
  const bindings: Binding[] = [];
  for (const match of source.matchAll(/const\s*\{([^}]*)\}\s*=\s*useTranslation\(([^)]*)\)/g)) {
    const [, names = '', args = ''] = match;
    const alias = /(?:^|[\s,])t(?:\s*:\s*(\w+))?\s*(?:,|$)/.exec(names);
    if (!alias) continue;
    const trimmed = args.trim();
    let namespaces: string[] | null;
    if (trimmed === '') namespaces = ['common'];
    else if (trimmed.startsWith('[')) namespaces = quotedNames(trimmed.slice(0, trimmed.indexOf(']')));
    else if (/^['"`]/.test(trimmed)) namespaces = quotedNames(trimmed.split(',')[0] ?? '');
    else namespaces = null; // a variable, such as a component's `ns` prop
    const prefix = /keyPrefix:\s*['"`]([\w.]+)['"`]/.exec(args)?.[1];
    bindings.push({ name: alias[1] ?? 't', at: match.index, namespaces, prefix: prefix ? `${prefix}.` : '' });
  }
  return bindings;
}

/** Parameters and variables typed TFunction<'ns'> (or an alias of it) bind; any other type hides. */
function typedBindings(source: string, names: Set<string>): Binding[] {
  const aliases = new Map<string, string>();
  for (const [, alias, ns] of source.matchAll(/type\s+(\w+)\s*=\s*TFunction<\s*['"`](\w+)['"`]/g)) {
    aliases.set(alias as string, ns as string);
  }
  const bindings: Binding[] = [];
  const typed = /(?<![\w.$])(\w+)\??\s*:\s*(TFunction<\s*['"`](\w+)['"`]|\(|[A-Z]\w*)/g;
  for (const match of source.matchAll(typed)) {
    const [, name = '', type = '', direct] = match;
    if (!names.has(name)) continue;
    const ns = direct ?? aliases.get(type);
    bindings.push({ name, at: match.index, namespaces: ns ? [ns] : null, prefix: '' });
  }
  return bindings;
}

/** The text of a call's arguments after the key: up to its closing parenthesis. */
function restOfCall(source: string, from: number): string {
  let depth = 1;
  for (let i = from; i < source.length; i++) {
    const char = source[i];
    if (char === '(') depth++;
    else if (char === ')' && --depth === 0) return source.slice(from, i);
  }
  return source.slice(from);
}

const lineAt = (source: string, index: number) => source.slice(0, index).split('\n').length;

export function scanLookups(source: string): Scan {
  const bindings = hookBindings(source);
  const names = new Set(['t', ...bindings.map((b) => b.name)]);
  bindings.push(...typedBindings(source, names));
  bindings.sort((a, b) => a.at - b.at);
  const bindingAt = (name: string, index: number) =>
    bindings.filter((b) => b.name === name && b.at < index).at(-1);

  const scan: Scan = { lookups: [], dynamic: [], unchecked: [] };
  const record = (
    at: number,
    key: string,
    binding: Binding | undefined,
    ns: string | undefined,
    into = scan.lookups,
  ) => {
    const prefixed = /^(\w+):(.*)$/.exec(key);
    const line = lineAt(source, at);
    if (prefixed) {
      into.push({ at, line, namespace: prefixed[1] as string, key: prefixed[2] as string });
    } else if (ns) {
      into.push({ at, line, namespace: ns, key: (binding?.prefix ?? '') + key });
    } else if (binding?.namespaces?.length) {
      // i18next looks a bare key up in each of the hook's namespaces in turn: any of them may hold it.
      into.push({ at, line, namespace: binding.namespaces.join('|'), key: binding.prefix + key });
    } else {
      scan.unchecked.push({ at, line, namespace: '', key });
    }
  };

  const calls = new RegExp(`(?<![\\w.$])(${[...names].join('|')})\\(\\s*`, 'g');
  for (const match of source.matchAll(calls)) {
    const start = match.index + match[0].length;
    const literal = /^(['"])((?:(?!\1)[^\\\n])*)\1|^`([^`]*)`/.exec(source.slice(start));
    if (!literal) {
      // `t(done ? 'a' : 'b')`: both keys are static.
      const choice = /^(?:[\w.!?()=<>&| ]|'[^'\n]*')+?\?\s*'([\w.:]+)'\s*:\s*'([\w.:]+)'\s*[,)]/.exec(
        source.slice(start),
      );
      if (choice) {
        const ns = /\bns:\s*['"`](\w+)['"`]/.exec(restOfCall(source, start))?.[1];
        const binding = bindingAt(match[1] as string, match.index);
        for (const key of [choice[1], choice[2]]) record(match.index, key as string, binding, ns);
      } else {
        const binding = bindingAt(match[1] as string, match.index);
        const namespace = binding?.namespaces?.join('|') ?? '';
        scan.unchecked.push({ at: match.index, line: lineAt(source, match.index), namespace, key: '' });
      }
      continue;
    }
    const key = literal[2] ?? literal[3] ?? '';
    const options = restOfCall(source, start + literal[0].length);
    const ns = /\bns:\s*['"`](\w+)['"`]/.exec(options)?.[1];
    const binding = bindingAt(match[1] as string, match.index);
    if (literal[3] !== undefined && key.includes('${')) {
      record(match.index, key.slice(0, key.indexOf('${')), binding, ns, scan.dynamic);
    } else record(match.index, key, binding, ns);
  }

  for (const match of source.matchAll(/i18nKey=\{?\s*(['"`])([^'"`]*)\1/g)) {
    const key = match[2] as string;
    const binding = bindingAt('t', match.index) ?? bindings[0];
    if (key.includes('${'))
      record(match.index, key.slice(0, key.indexOf('${')), binding, undefined, scan.dynamic);
    else record(match.index, key, binding, undefined);
  }
  return scan;
}

const PLURAL_SUFFIXES = ['', '_zero', '_one', '_two', '_few', '_many', '_other'];

/** Whether `key` (dots nest) names a text or an object of texts, or plural forms of one. */
export function hasKey(texts: Record<string, unknown>, key: string): boolean {
  const parts = key.split('.');
  const last = parts.pop() as string;
  let node: unknown = texts;
  for (const part of parts) {
    if (node === null || typeof node !== 'object') return false;
    node = (node as Record<string, unknown>)[part];
  }
  if (node === null || typeof node !== 'object') return false;
  const parent = node as Record<string, unknown>;
  return PLURAL_SUFFIXES.some((suffix) => parent[last + suffix] !== undefined);
}
