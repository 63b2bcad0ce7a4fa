// The workspace's dependency rules, machine-checked by `npm run lint` (scripts/lint.mjs → dependency-cruiser).
// CONTRIBUTING.md explains the layout these rules protect.
//
// Areas: `shell` and every `mfe-*`. A feature: a folder under an area's `src/features/` (or `src/provider/features/`).
// Its public surface is `index.ts` (or `index.tsx`) in that folder. An API module: a folder under
// `api/src/modules/`; its public surface is its `public.ts` — the functions and types other modules may use,
// re-exported from its service files. `public.ts` never imports the module's routes or GraphQL, so modules can
// use each other without import loops at start; `index.ts` (the DomainModule) is for the registry
// `api/src/modules/index.ts` alone.
const AREA = '(?:shell|mfe-[^/]+)';
// Test files; shared fixtures live in api/test/fixtures (outside src).
const TEST = '(?:\\.test\\.tsx?$|/test/)';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'area-to-area',
      comment: 'Areas never import each other; what several areas need goes to @marktplatz/shared.',
      severity: 'error',
      from: { path: `^(${AREA})/` },
      to: { path: `^${AREA}/`, pathNot: '^$1/' },
    },
    {
      name: 'library-to-app',
      comment: 'shared, tooling, the API and the e2e harness import no app (shell or area).',
      severity: 'error',
      from: { path: '^(?:shared|tooling|api)/' },
      to: { path: `^${AREA}/` },
    },
    {
      name: 'api-to-front-end',
      comment: 'The API imports nothing of the front end (not even @marktplatz/shared).',
      severity: 'error',
      from: { path: '^api/' },
      to: { path: '^shared/' },
    },
    {
      name: 'feature-internals',
      comment:
        "Within an area, a feature imports another feature only through its public index.ts — move what several features need to the area's shared folders (components, entities, lib).",
      severity: 'error',
      from: { path: `^(${AREA}/src/(?:provider/)?features)/([^/]+)/` },
      to: { path: '^$1/[^/]+/', pathNot: ['^$1/$2/', '^$1/[^/]+/index\\.tsx?$'] },
    },
    {
      name: 'api-module-internals',
      comment:
        "An API module uses another module only through that module's public.ts (its public functions and types); tests may reach further.",
      severity: 'error',
      from: { path: '^api/src/modules/([^/]+)/', pathNot: TEST },
      to: {
        path: '^api/src/modules/[^/]+/',
        pathNot: ['^api/src/modules/$1/', '^api/src/modules/.+/public\\.ts$', '^api/src/modules/types\\.ts$'],
      },
    },
    {
      name: 'api-module-foreign-tables',
      comment:
        "A module's code imports only its own tables (`api/src/db/schema/<module>.ts`), never the schema index or another module's file; it reads other modules' data through their public.ts (functions or a read-only view the owner keeps) and writes only its own tables. Tests may set up any table.",
      severity: 'error',
      from: { path: '^api/src/modules/([^/]+)/', pathNot: TEST },
      to: { path: '^api/src/db/schema/', pathNot: '^api/src/db/schema/$1\\.ts$' },
    },
    {
      name: 'api-flows-through-public',
      comment: 'A flow (api/src/flows) calls modules through their public.ts only, and never another flow.',
      severity: 'error',
      from: { path: '^api/src/flows/([^/]+)\\.', pathNot: TEST },
      to: {
        path: ['^api/src/modules/[^/]+/', '^api/src/flows/'],
        pathNot: ['^api/src/modules/.+/public\\.ts$', '^api/src/modules/types\\.ts$', '^api/src/flows/$1\\.'],
      },
    },
    {
      name: 'api-module-to-flow',
      comment: 'Flows sit above the modules: a module never imports a flow (the registry api/src/modules/index.ts wires them).',
      severity: 'error',
      from: { path: '^api/src/modules/[^/]+/', pathNot: TEST },
      to: { path: '^api/src/flows/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['node_modules', '/dist/', 'shared/src/contract/.*\\.gen\\.ts$'] },
    tsPreCompilationDeps: true,
    combinedDependencies: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
      mainFields: ['module', 'main', 'types'],
    },
  },
};
