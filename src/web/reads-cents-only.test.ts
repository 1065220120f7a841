import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Issue 16 item 4: the web reads money as `…Cents` only; the decimal beside it is for API clients
 * and people reading JSON. This walks every web source file and fails on a read of a decimal money
 * field: `x.amountLost`, `x?.['fees']`, `{ recovered } = x`, a chart's `dataKey="revenue"` or a
 * table column's `accessor('lossAmount')`.
 *
 * Why a scan and not a type that omits the decimals: the web parses responses with the shared
 * zod schemas, whose inferred types the server also returns, so omitting the decimals would need a
 * second set of types threaded through every hook and component. The names come from the
 * contracts themselves (every `moneyShape('x')`), so a new money figure is covered as it is added.
 */
const webDir = fileURLToPath(new URL('.', import.meta.url));
const contractsDir = fileURLToPath(new URL('../shared/contracts/', import.meta.url));

/** Decimal names of the contracts' money pairs, plus the notification parameters' (notifications.ts). */
function decimalMoneyNames(): Set<string> {
  const names = new Set(['amount', 'fee', 'share']);
  for (const file of readdirSync(contractsDir)) {
    const source = readFileSync(path.join(contractsDir, file), 'utf8');
    for (const call of source.matchAll(/(?:nullableMoneyShape|moneyShapes?)\(([^)]*)\)/g)) {
      for (const quoted of call[1]!.matchAll(/'(\w+)'/g)) names.add(quoted[1]!);
    }
  }
  return names;
}

/**
 * Reads that are not of a response: the request forms' own values (what the person types, sent as
 * the decimal the API accepts) and label maps keyed like the figures. `file` relative to src/web.
 */
const NOT_A_RESPONSE: Record<string, string[]> = {
  // Column titles keyed like the figures they label.
  'features/insights/lib/financials-csv.ts': ['labels.recovered', 'labels.fees', 'labels.paidOut'],
  'features/ledger/lib/accounting-csv.ts': ['h.fee'],
  // The public live figures: a list per currency, each already in cents (amountCents).
  'features/public-site/components/live-figures.tsx': ['stats.recovered'],
  // What the person types into the money forms, sent as the decimal the API accepts.
  'features/ledger/components/recovery-form.tsx': ['amount'],
  'features/payment-trail/components/payment-form-dialog.tsx': ['errors.amount'],
  'features/people/components/client-details-form.tsx': ['values.lossAmount', 'errors.lossAmount'],
  'features/withdrawals/components/withdrawal-form.tsx': [
    'value.amount',
    'values.amount',
    'error.fields?.amount',
    'errors.amount',
  ],
};
/** The fee and share rates ("20 %") that label the statements wherever they are drawn (feeRates). */
const RATE_LABELS = new Set(['rates.fee', 'rates.share']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'locales' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test(-support)?\./.test(entry.name) ? [full] : [];
  });
}

function decimalReads(fileName: string, source: string, names: Set<string>): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const relative = path.relative(webDir, fileName);
  const allowed = new Set(NOT_A_RESPONSE[relative] ?? []);
  const found: string[] = [];
  const report = (node: ts.Node, name: string) => {
    if (allowed.has(node.getText(file)) || RATE_LABELS.has(node.getText(file))) return;
    const { line } = file.getLineAndCharacterOfPosition(node.getStart());
    found.push(`${relative}:${line + 1} ${name} (${node.getText(file)})`);
  };
  const visit = (node: ts.Node) => {
    if (ts.isPropertyAccessExpression(node) && names.has(node.name.text)) report(node, node.name.text);
    if (
      ts.isElementAccessExpression(node) &&
      ts.isStringLiteralLike(node.argumentExpression) &&
      names.has(node.argumentExpression.text)
    ) {
      report(node, node.argumentExpression.text);
    }
    if (ts.isBindingElement(node) && ts.isObjectBindingPattern(node.parent)) {
      const key = node.propertyName ?? node.name;
      if (ts.isIdentifier(key) && names.has(key.text)) report(node, key.text);
    }
    // A table column read by key: column.accessor('lossAmount') or { accessorKey: 'lossAmount' }.
    if (ts.isCallExpression(node) && /\.accessor$/.test(node.expression.getText(file))) {
      const key = node.arguments[0];
      if (key && ts.isStringLiteralLike(key) && names.has(key.text)) report(node.arguments[0]!, key.text);
    }
    if (
      ts.isPropertyAssignment(node) &&
      node.name.getText(file) === 'accessorKey' &&
      ts.isStringLiteralLike(node.initializer) &&
      names.has(node.initializer.text)
    ) {
      report(node, node.initializer.text);
    }
    if (ts.isJsxAttribute(node) && node.name.getText(file) === 'dataKey' && node.initializer) {
      const init = node.initializer;
      if (ts.isStringLiteral(init) && names.has(init.text)) report(node, init.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

describe('the web reads money in cents only', () => {
  const names = decimalMoneyNames();

  it('knows the decimal names from the contracts', () => {
    for (const name of [
      'amountLost',
      'recoveredAmount',
      'availableBalance',
      'totalRevenue',
      'fees',
      'amount',
    ]) {
      expect(names).toContain(name);
    }
    expect([...names].some((n) => n.endsWith('Cents'))).toBe(false);
  });

  it('finds a decimal read (so the check below can fail)', () => {
    const sample = `const a = c.amountLost + c?.['fees'];
      const { recovered, paidOutCents } = m;
      const ok = c.amountLostCents;
      const chart = <Bar dataKey="revenue" />;
      const columns = [column.accessor('lossAmount', {}), { accessorKey: 'totalRecovered' }];`;
    expect(decimalReads(path.join(webDir, 'sample.tsx'), sample, names)).toHaveLength(6);
  });

  it('excuses only reads in files that exist (a moved file must move its entry)', () => {
    for (const file of Object.keys(NOT_A_RESPONSE))
      expect(existsSync(path.join(webDir, file)), file).toBe(true);
  });

  it('finds none in the web', () => {
    const reads = sourceFiles(webDir).flatMap((file) =>
      decimalReads(file, readFileSync(file, 'utf8'), names),
    );
    expect(reads).toEqual([]);
  }, 60_000); // parses every web file: seconds on a busy machine
});
