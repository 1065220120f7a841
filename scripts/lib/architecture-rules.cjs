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
 * "X may import Y" only when allowList[X] lists Y: an undeclared X may import no other folder under
 * `root`, a declared one gets its own rule naming its allowances. `through` is what an allowed
 * import may reach of Y: its index only (modules), or anything, left to a rule of its own (features).
 */
function allowListRules({ name, root, allowList, through, comment }) {
  const declared = Object.keys(allowList);
  const undeclared = {
    name,
    comment,
    severity: 'error',
    from: {
      path: `${root}([^/]+)/`,
      pathNot: [...declared.map((m) => `${root}${escapeRegExp(m)}/`), ...TEST_FILES],
    },
    to: { path: root, pathNot: `${root}$1/` },
  };
  const perFolder = declared.map((from) => ({
    name,
    comment,
    severity: 'error',
    from: { path: `${root}${escapeRegExp(from)}/`, pathNot: TEST_FILES },
    to: {
      path: root,
      pathNot: [
        `${root}${escapeRegExp(from)}/`,
        ...allowList[from].map((to) => `${root}${escapeRegExp(to)}/${through}`),
      ],
    },
  }));
  return [undeclared, ...perFolder];
}

const moduleImportRules = (moduleImports) =>
  allowListRules({
    name: 'module-boundaries',
    root: MODULES,
    allowList: moduleImports,
    through: 'index\\.ts$',
    comment:
      'A module reaches another module only through its index.ts, and only where the allow-list ' +
      'at the top of .dependency-cruiser.cjs declares the pair: every cross-module edge is a ' +
      'decision, and undeclared ones are how the old folder cycles grew. Tests may reach across ' +
      'modules (a scenario sets up cases, people and money through their kits).',
  });

const featureImportRules = (featureImports) =>
  allowListRules({
    name: 'feature-boundaries',
    root: FEATURES,
    allowList: featureImports,
    // how deep is feature-through-index's business, so that a deep import is reported once
    through: '',
    comment:
      'A web feature uses another feature only where FEATURE_IMPORTS in .dependency-cruiser.cjs ' +
      'declares the pair, with its reason: the screens of one resource stay readable on their ' +
      'own, and a new edge between features is a decision rather than a convenience.',
  });

/**
 * The web app is layered lib ← components ← features ← app; each layer imports only those below.
 */
function webLayerRules() {
  const comment =
    'The web app is layered lib ← components ← features ← app: lib and components are what every ' +
    'feature uses, so if they imported a feature (or a feature imported a route) every feature ' +
    'would depend on that one, and generic pieces would hide inside a feature again.';
  const above = { lib: '(components|features|app)', components: '(features|app)', features: 'app' };
  return Object.entries(above).map(([layer, higher]) => ({
    name: 'web-layers',
    comment,
    severity: 'error',
    from: { path: `^src/web/${layer}/` },
    to: { path: `^src/web/${higher}/` },
  }));
}

/**
 * @param {Record<string, string[]>} moduleImports which server modules each module may import
 * @param {Record<string, string[]>} featureImports which web features each feature may import
 */
function architectureRules(moduleImports, featureImports) {
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
    ...webLayerRules(),
    {
      name: 'feature-through-index',
      comment:
        "A feature's index.ts(x) is its public surface; another feature importing deeper ties " +
        'itself to internals that the owning feature must stay free to change.',
      severity: 'error',
      from: { path: `${FEATURES}([^/]+)/` },
      to: { path: FEATURES, pathNot: [`${FEATURES}$1/`, `${FEATURES}[^/]+/index\\.tsx?$`] },
    },
    ...featureImportRules(featureImports),
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
      name: 'jobs-and-seed-through-index',
      comment:
        'Jobs and the seed sit above the modules and use them as any module would, through ' +
        "index.ts: a job that reached into a module's files would pin internals the module must " +
        'stay free to change, where the rules for modules could not see it.',
      severity: 'error',
      from: { path: '^src/server/(jobs|seed)/', pathNot: TEST_FILES },
      to: { path: MODULES, pathNot: `${MODULES}[^/]+/index\\.ts$` },
    },
    {
      name: 'modules-not-jobs',
      comment:
        'Jobs (the outbox worker, reminders, housekeeping) run on a timer over the modules; a ' +
        'module that imported a job would close the loop and make the job part of every request.',
      severity: 'error',
      from: { path: MODULES, pathNot: TEST_FILES },
      to: { path: '^src/server/jobs/' },
    },
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
    ...testSupportStaysHome(),
  ];
}

/**
 * A *.test-support.* file in src/ is a kit of one module, for that module's tests; a kit that
 * other modules' tests (or tests/) need belongs in tests/support/, where a newcomer looks for it.
 */
function testSupportStaysHome() {
  const comment =
    "A kit beside a module's tests (*.test-support.*) is for that module's tests only: a kit " +
    'several modules share is cross-cutting and lives in tests/support/.';
  const kit = '\\.test-support\\.tsx?$';
  return [
    {
      name: 'test-support-stays-home',
      comment,
      severity: 'error',
      from: { path: `${MODULES}([^/]+)/` },
      to: { path: `^src/.*${kit}`, pathNot: `${MODULES}$1/` },
    },
    {
      name: 'test-support-stays-home',
      comment,
      severity: 'error',
      from: { pathNot: MODULES },
      to: { path: `^src/.*${kit}` },
    },
  ];
}

/**
 * The whole configuration: the rules plus how to read our TypeScript.
 * @param {{ moduleImports: Record<string, string[]>, featureImports: Record<string, string[]> }} allowLists
 */
function architectureConfig({ moduleImports, featureImports }) {
  return {
    forbidden: architectureRules(moduleImports, featureImports),
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
