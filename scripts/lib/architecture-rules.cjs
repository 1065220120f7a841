// The dependency rules of issue 16 ("one domain axis"), as dependency-cruiser configuration.
// A function of the module allow-list so that scripts/architecture-rules.test.ts can check the
// very same rules against a fixture with a fixture allow-list; .dependency-cruiser.cjs holds
// the real allow-list. CommonJS because dependency-cruiser loads its configuration with require.

const MODULES = '^src/server/modules/';
const FEATURES = '^src/web/features/';
/** Tests and their support: the only files allowed to use test support or the seed freely. */
const TEST_FILES = ['\\.test\\.tsx?$', '\\.test-support\\.tsx?$', '^tests/'];

const escapeRegExp = (name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * "modules/X may import modules/Y/index.ts" only when moduleImports[X] lists Y. A module with no
 * entry may import no other module; one with entries gets its own rule naming its allowances.
 */
function moduleImportRules(moduleImports) {
  const declared = Object.keys(moduleImports);
  const comment =
    'A module reaches another module only through its index.ts, and only where the allow-list ' +
    'at the top of .dependency-cruiser.cjs declares the pair: every cross-module edge is a ' +
    'decision, and undeclared ones are how the old folder cycles grew. Tests may reach across ' +
    'modules (a scenario sets up cases, people and money through their kits).';
  const undeclared = {
    name: 'module-boundaries',
    comment,
    severity: 'error',
    from: {
      path: `${MODULES}([^/]+)/`,
      pathNot: [...declared.map((m) => `${MODULES}${escapeRegExp(m)}/`), ...TEST_FILES],
    },
    to: { path: MODULES, pathNot: `${MODULES}$1/` },
  };
  const perModule = declared.map((from) => ({
    name: 'module-boundaries',
    comment,
    severity: 'error',
    from: { path: `${MODULES}${escapeRegExp(from)}/`, pathNot: TEST_FILES },
    to: {
      path: MODULES,
      pathNot: [
        `${MODULES}${escapeRegExp(from)}/`,
        ...moduleImports[from].map((to) => `${MODULES}${escapeRegExp(to)}/index\\.ts$`),
      ],
    },
  }));
  return [undeclared, ...perModule];
}

/** @param {Record<string, string[]>} moduleImports which modules each module may import */
function architectureRules(moduleImports) {
  return [
    {
      name: 'no-circular',
      comment:
        'No import cycles at all, file level, type-only imports included: a cycle means neither ' +
        'side can be understood, tested or moved without the other, and a type cycle couples ' +
        'the folders just as much even though the compiler erases it.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'shared-imports-nothing-above',
      comment:
        'src/shared (zod contracts and domain rules) is used by both server and web, so it may ' +
        'not depend on either: otherwise the browser bundle would pull in server code or the ' +
        'reverse.',
      severity: 'error',
      from: { path: '^src/shared/' },
      to: { path: ['^src/server/', '^src/web/'] },
    },
    {
      name: 'web-not-server',
      comment:
        'The web app talks to the server over HTTP with the contracts in src/shared; importing ' +
        'server code would ship it (and its secrets handling) to the browser.',
      severity: 'error',
      from: { path: '^src/web/' },
      to: { path: '^src/server/' },
    },
    {
      name: 'feature-through-index',
      comment:
        "A feature's index.ts(x) is its public surface; another feature importing deeper ties " +
        'itself to internals that the owning feature must stay free to change.',
      severity: 'error',
      from: { path: `${FEATURES}([^/]+)/` },
      to: { path: FEATURES, pathNot: [`${FEATURES}$1/`, `${FEATURES}[^/]+/index\\.tsx?$`] },
    },
    {
      name: 'core-below-modules',
      comment:
        'src/server/core is what every module uses (actor, audit, notify, bus, ledger writer); ' +
        'if it imported a module, plugin, job or the seed, every module would depend on that one ' +
        'and the layers would fold into a cycle.',
      severity: 'error',
      from: { path: '^src/server/core/' },
      to: {
        path: ['^src/server/modules/', '^src/server/plugins/', '^src/server/jobs/', '^src/server/seed/'],
      },
    },
    {
      name: 'lib-below-core',
      comment:
        'src/server/lib is generic infrastructure with no domain (secret-box, tokens, rate ' +
        'limits …); it must not learn about core, modules, plugins, jobs or the seed.',
      severity: 'error',
      from: { path: '^src/server/lib/' },
      to: {
        path: [
          '^src/server/core/',
          '^src/server/modules/',
          '^src/server/plugins/',
          '^src/server/jobs/',
          '^src/server/seed/',
        ],
      },
    },
    ...moduleImportRules(moduleImports),
    {
      name: 'plugins-not-modules',
      comment:
        'Fastify plugins (session, access, csrf, errors) run for every route; a plugin that ' +
        'imports a module makes every module depend on that module.',
      severity: 'error',
      from: { path: '^src/server/plugins/', pathNot: TEST_FILES },
      to: { path: MODULES },
    },
    {
      name: 'nothing-imports-seed',
      comment:
        'The seed sits above the modules (it builds demo data through them); only its CLI, ' +
        'the server entry point, scripts and tests may load it, so production code never ' +
        'depends on demo data.',
      severity: 'error',
      from: { pathNot: ['^src/server/seed/', '^src/server/main\\.ts$', '^scripts/', ...TEST_FILES] },
      to: { path: '^src/server/seed/' },
    },
    {
      name: 'production-not-test-support',
      comment:
        'Production files never import tests or test support (*.test-support.*, tests/): the ' +
        'build must not contain fixtures, kits or fake servers.',
      severity: 'error',
      from: { pathNot: TEST_FILES },
      to: { path: TEST_FILES },
    },
  ];
}

/** The whole configuration: the rules plus how to read our TypeScript. */
function architectureConfig(moduleImports) {
  return {
    forbidden: architectureRules(moduleImports),
    options: {
      doNotFollow: { path: 'node_modules' },
      exclude: { path: ['(^|/)node_modules/', '^dist/'] },
      // Resolves the @shared, @server and @web aliases the way the compiler does.
      tsConfig: { fileName: 'tsconfig.json' },
      // Type-only imports are edges too (see no-circular).
      tsPreCompilationDeps: true,
      enhancedResolveOptions: {
        exportsFields: ['exports'],
        conditionNames: ['import', 'require', 'node', 'default', 'types'],
        extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
      },
      reporterOptions: { text: { highlightFocused: true } },
    },
  };
}

module.exports = { architectureConfig };
