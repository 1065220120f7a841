import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Issue 4 item 6: every string a person reads goes through i18next. This walks every component
 * and fails on text written into JSX, on user-facing attributes given a literal, and on toasts
 * called with a literal, so an untranslated sentence cannot slip into one language only.
 */
const webDir = fileURLToPath(new URL('.', import.meta.url));
const USER_FACING_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'title',
  'placeholder',
  'alt',
  'label',
]);
const hasWords = (text: string) => /\p{L}{2,}/u.test(text);

function componentFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'locales' ? [] : componentFiles(full);
    return entry.name.endsWith('.tsx') && !entry.name.includes('.test.') ? [full] : [];
  });
}

function literalStrings(fileName: string, source: string): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const report = (node: ts.Node, text: string) => {
    const { line } = file.getLineAndCharacterOfPosition(node.getStart());
    found.push(`${path.relative(webDir, fileName)}:${line + 1} ${JSON.stringify(text.trim())}`);
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && hasWords(node.text)) report(node, node.text);
    if (ts.isJsxAttribute(node) && node.initializer) {
      const name = node.name.getText(file);
      const init = node.initializer;
      const literal = ts.isStringLiteral(init)
        ? init
        : ts.isJsxExpression(init) && init.expression && ts.isStringLiteralLike(init.expression)
          ? init.expression
          : undefined;
      if (USER_FACING_ATTRIBUTES.has(name) && literal && hasWords(literal.text)) report(node, literal.text);
    }
    if (ts.isJsxExpression(node) && node.expression && ts.isStringLiteralLike(node.expression)) {
      if (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent)) {
        if (hasWords(node.expression.text)) report(node, node.expression.text);
      }
    }
    if (ts.isCallExpression(node)) {
      const callee = node.expression.getText(file);
      const first = node.arguments[0];
      if (
        /^(toast|notify)(\.\w+)?$/.test(callee) &&
        first &&
        ts.isStringLiteralLike(first) &&
        hasWords(first.text)
      ) {
        report(node, first.text);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

describe('user-facing strings', () => {
  it('finds text written into a component (so the check below can fail)', () => {
    const sample = `export const A = () => <p title="Hello there">Welcome back {'friend of ours'}</p>;
      toast.error('Something failed');`;
    expect(literalStrings(path.join(webDir, 'sample.tsx'), sample)).toHaveLength(4);
    expect(
      literalStrings(
        path.join(webDir, 'ok.tsx'),
        `const B = () => <p className="mt-2">{t('x')} · {' '}</p>;`,
      ),
    ).toEqual([]);
  });

  it('are never written into a component: they come from the locale files', () => {
    const offenders = componentFiles(webDir).flatMap((file) =>
      literalStrings(file, readFileSync(file, 'utf8')),
    );
    expect(offenders).toEqual([]);
  });
});
