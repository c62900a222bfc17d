// The allowed import directions (docs/architecture-rules.md). `npm run lint` runs this check.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "shared-stays-shared",
      comment: "src/shared is used by the server and the client, so it imports neither.",
      severity: "error",
      from: { path: "^src/shared/" },
      to: { path: "^src/(server|client)/" },
    },
    {
      name: "client-and-server-apart",
      comment: "The client and the server meet only in src/shared (types of the server's API excepted).",
      severity: "error",
      from: { path: "^src/client/" },
      to: { path: "^src/server/", dependencyTypesNot: ["type-only"] },
    },
    {
      name: "server-and-client-apart",
      comment:
        "The server imports no client code, types included: it receives the client's page renderer (ADR 32) from the process entry, src/server/main.ts.",
      severity: "error",
      from: { path: "^src/server/", pathNot: "^src/server/main\\.ts$" },
      to: { path: "^src/client/" },
    },
    {
      name: "server-renders-through-one-entry",
      comment:
        "The process entry hands the server the client's renderer of the public pages and its page table, and imports nothing else of the client.",
      severity: "error",
      from: { path: "^src/server/main\\.ts$" },
      to: {
        path: "^src/client/",
        pathNot: "^src/client/app/(server-render\\.tsx|routes/page-table\\.ts)$",
      },
    },
    {
      name: "browser-loads-its-own-catalogs",
      comment:
        "The browser loads the message areas of its language, compiled at build (ADR 45); every catalog with the message compiler is for the server, its page renderer and tests.",
      severity: "error",
      from: { path: "^src/client/", pathNot: "(^src/client/app/server-render\\.tsx$|\\.test\\.tsx?$)" },
      to: { path: "^src/shared/i18n/(compile-catalogs|server-i18n|catalog-files)\\.ts$" },
    },
    {
      name: "src-imports-no-test-support",
      comment:
        "Production code imports nothing from tests/; test files beside the code may use tests/support.",
      severity: "error",
      from: { path: "^src/", pathNot: "\\.(dom\\.)?test\\.tsx?$" },
      to: { path: "^tests/" },
    },
    {
      name: "features-do-not-import-each-other",
      comment:
        "What two features share moves to a shared module (server: src/server/<module>; client: components or lib).",
      severity: "error",
      from: { path: "^src/(server|client)/features/([^/]+)/" },
      to: { path: "^src/$1/features/", pathNot: "^src/$1/features/$2/" },
    },
    {
      name: "server-modules-know-no-feature",
      comment: "Only the app's composition (app.ts, app-deps.ts, main.ts, cli) wires features together.",
      severity: "error",
      from: {
        path: "^src/server/",
        pathNot: "^src/server/(features/|app\\.ts|app-deps\\.ts|main\\.ts|cli/)|\\.test\\.ts$",
      },
      to: { path: "^src/server/features/" },
    },
    {
      name: "client-shared-code-knows-no-feature",
      comment: "components and lib are used by features, never the other way round.",
      severity: "error",
      from: { path: "^src/client/(components|lib)/" },
      to: { path: "^src/client/features/" },
    },
    {
      name: "features-do-not-import-the-app-shell",
      comment: "The app shell (router, layouts) composes the features; features import components and lib.",
      severity: "error",
      from: { path: "^src/client/(features|components|lib)/" },
      to: { path: "^src/client/app/" },
    },
    {
      name: "leave-a-feature-through-a-hash-import",
      comment:
        "Inside a feature imports are relative; an import that leaves it uses #shared/, #server/, #client/ (docs/code-style.md).",
      severity: "error",
      from: { path: "^src/(server|client)/features/([^/]+)/" },
      to: { path: "^src/", pathNot: "^src/$1/features/$2/", dependencyTypesNot: ["aliased"] },
    },
    {
      name: "leave-a-module-through-a-hash-import",
      comment: "The same for the other modules (src/shared/<x>, src/server/<x>, src/client/<x>).",
      severity: "error",
      from: { path: "^src/(shared|server|client)/([^/]+)/", pathNot: "^src/(server|client)/features/" },
      to: { path: "^src/", pathNot: "^src/$1/$2/", dependencyTypesNot: ["aliased"] },
    },
    {
      name: "leave-the-root-through-a-hash-import",
      comment: "Files at the root of src/server or src/client reach into modules through # imports.",
      severity: "error",
      from: { path: "^src/(shared|server|client)/[^/]+$" },
      to: { path: "^src/", pathNot: "^src/$1/[^/]+$", dependencyTypesNot: ["aliased"] },
    },
    {
      name: "no-circular",
      severity: "error",
      from: { path: "^src/" },
      comment: "A cycle that a type-only import closes (the client's typed API client, ADR 25) runs no code.",
      to: { circular: true, viaOnly: { dependencyTypesNot: ["type-only"] } },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    combinedDependencies: true,
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
    },
  },
};
