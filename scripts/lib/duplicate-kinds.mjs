// The kinds of `duplicates` pair that stay in the production code (issue 33 item 7): places that
// look alike to the tool (the same shape with other names, strings and numbers) but say different
// things, each kind with why it stays. A pair no kind covers is a real repeat left to fold.
// Rules look at the pair's paths and at its lines, read from the working tree; the first kind
// that matches names the pair.
import { readFileSync } from 'node:fs';
import path from 'node:path';

const both = (pattern) => (pair) => pattern.test(pair.a.file) && pattern.test(pair.b.file);
/** Share of the lines (both sides, blank and comment lines left out) that match `pattern`. */
const share = (text, pattern) => {
  const lines = text.filter((line) => line && !/^(\/\/|\/?\*)/.test(line));
  return lines.length === 0 ? 0 : lines.filter((line) => pattern.test(line)).length / lines.length;
};
const mostly =
  (pattern, at = 0.5) =>
  (_pair, text) =>
    share(text, pattern) >= at;
const any = (pattern) => (_pair, text) => text.some((line) => pattern.test(line));
const all =
  (...tests) =>
  (pair, text) =>
    tests.every((test) => test(pair, text));

export const KINDS = [
  {
    name: 'import lists and module preambles',
    identical: true,
    why: 'the same names imported, a tag and a plugin opened alike; the tool passes over one-line imports only',
    test: mostly(
      /^(import\b|[A-Za-z_$][\w$]*,?$|type [\w$]+,?$|} from '|\} from "|const tags = |(export )?async function \w+Routes\(|await appBase\.register|limits: \{|\}\);$|const app = appBase|const \{ [\w, ]+ \} = app\.deps|const STEP_UP =|\}$)/,
      0.7,
    ),
  },
  {
    name: 'lists of names (as const enums and the subsets that pick from them)',
    identical: true,
    why: 'each list is its own set (audit actions, live lists, event kinds a screen words); one list per meaning',
    test: mostly(
      /^'[^']*',?$|^\.\.\.[A-Z_]+,?$|^] as const|^export (const|type) [A-Z_a-z]+ = (\[|\(typeof)/,
      0.6,
    ),
  },
  {
    name: 'lookup tables (a value and its tone, icon, file or words)',
    why: 'each table maps its own values; a shared shape (StatusLook and the like) types them already',
    test: mostly(
      /^[\w'-]+: (\{ .* \}|'[^']*'|`[^`]*`),?$|^(export )?const [A-Z_]+(: [\w<>]+)? = \{$|^\}( as const)?;$/,
      0.7,
    ),
  },
  {
    name: 'type and props declarations',
    why: 'each type states its own fields; alike only in being a list of typed fields',
    test: mostly(
      /^(readonly )?[\w$]+\??: [^=]+;$|^(export )?type \w+(<[^>]*>)? = \{$|^\};?$|^export type /,
      0.6,
    ),
  },
  {
    name: 'Drizzle tables in server/db/schema',
    why: 'one table per relation; columns, indexes and checks read alike and are each their own',
    test: both(/^src\/server\/db\/schema\//),
  },
  {
    name: 'zod contracts in shared/contracts',
    why: 'one schema per request or response; z.object bodies read alike field by field',
    test: both(/^src\/shared\/(contracts|domain)\//),
  },
  {
    name: 'shadcn/Radix ui wrappers in web/components/ui',
    why: 'each wraps one Radix primitive with its classes, as the generator writes them',
    test: both(/^src\/web\/components\/ui\//),
  },
  {
    name: 'Fastify route declarations (path, schema, access, handler)',
    why: 'each route states its own path, contract, access and handler through lib/route-schemas',
    test: any(
      /^app\.(get|post|put|patch|delete)\(|^route\(|^(async )?\(request(, reply)?\) =>|^config: \{ access|^schema: \{/,
    ),
  },
  {
    name: 'Drizzle query chains',
    why: 'select, join, where and order over different tables; each query its own columns and indexes',
    test: mostly(
      /^\.(select|from|innerJoin|leftJoin|leftJoinLateral|where|orderBy|groupBy|limit|offset|set|update|values|returning)\(|^(const|let) \w+ = await (db|tx)|^(await )?(db|tx)$|^[\w$]+: [\w$]+\.[\w$]+,?$|^\w+: \{$|^\}\)?,?$|\.\$inferSelect/,
      0.5,
    ),
  },
  {
    name: 'calls of one shared helper with its named arguments (audit, notify, sessions, ledger, search lists, rows mapped to contracts)',
    identical: true,
    why: 'the helper is shared already; each call passes its own subject, action and values',
    test: any(
      /^((const|let) \w+ = )?(await )?(writeAudit|notify|openSignInSession|announceSessionChange|deleteUserSessions|insertTransaction|searchableList)\(|^return \{$|toISOString\(\)/,
    ),
  },
  {
    name: 'TanStack Query hooks in web/features/*/api',
    why: 'one hook per endpoint: its key, its URL and its cache rules',
    test: both(/^src\/web\/features\/[^/]+\/api\//),
  },
  {
    name: 'dialog skeletons (FormDialog, ConfirmDialog, Dialog) with their own fields',
    why: 'FormDialog and ConfirmDialog hold the shared part; what is left is the title, texts and fields of each dialog',
    test: any(/^<(FormDialog|ConfirmDialog|Dialog|AlertDialog|DialogContent)\b|^onOpenChange=/),
  },
  {
    name: 'forms of shared field components (InputField, SelectField, TextareaField)',
    why: 'the fields are shared components; each form names its own fields, ids and texts',
    test: any(
      /^<(InputField|SelectField|TextareaField|FormField|CheckboxField|SearchFilter)\b|handleSubmit\(|\{\.\.\.field\(/,
    ),
  },
  {
    name: 'screens composed of shared components (QueryView, tables, cards, lists)',
    why: 'the parts are shared components; each screen passes its own data, texts and layout',
    test: all(
      both(/\.tsx$/),
      mostly(/^<\/?[A-Za-z.]+|^[a-zA-Z]+=\{|^[a-zA-Z]+="|^\{|^\}|^\)|^\(|\/>$|^>$/, 0.5),
    ),
  },
];

export const REAL = 'real repeats left';

/** The lines of one side of a pair, trimmed. */
function linesOf(root, side) {
  return readFileSync(path.join(root, side.file), 'utf8')
    .split('\n')
    .slice(side.from - 1, side.to)
    .map((line) => line.trim());
}

/**
 * Markup copied rather than composed: two or more class lists of four or more classes the same
 * on both sides (a warning box, a notice) say the same piece of screen was written twice.
 */
function copiedStyling(root, pair) {
  const classes = (side) =>
    new Set(
      linesOf(root, side)
        .map((line) => line.match(/className="([^"]+)"/)?.[1])
        .filter((list) => list && list.split(' ').length >= 4),
    );
  const b = classes(pair.b);
  return [...classes(pair.a)].filter((list) => b.has(list)).length >= 1;
}

/** What stays of the tool's own verdict: thin shapes it marks boilerplate that no kind above names. */
export const THIN = {
  name: 'other thin look-alikes the tool marks boilerplate',
  why: 'mostly punctuation, keywords and a shape that recurs across a folder',
};

/**
 * The kind's name for a pair (paths relative to `root`), or REAL. Lines the same to the letter
 * are a repeat unless they are imports, a list of names or a call of a shared helper.
 */
export function kindOf(root, pair) {
  const text = [...linesOf(root, pair.a), ...linesOf(root, pair.b)];
  if (copiedStyling(root, pair)) return REAL;
  const kind = KINDS.find((k) => (k.identical || !pair.identical) && k.test(pair, text));
  if (kind) return kind.name;
  return pair.boilerplate && !pair.identical ? THIN.name : REAL;
}
