// The architecture's rules, checked by `npm run lint:architecture` (dependency-cruiser) in `npm test` and CI.
// Dependencies flow one way: the faces (backend, extension, the web page, the shared panel pieces in ui/,
// the tools in scripts/ and bench/) import the engine in shared/; the engine imports none of them; the faces
// never import each other; tools never import tests. Inside the engine the two voices stay apart: the
// editor (concepts, editorModel, fixes) and the forecast (forecast, phoenix, viewCurve, the account model)
// never import each other, and neither reads the explanation (explain/), which reads both. The violations
// that were there when the rules came in are listed in .dependency-cruiser-known-violations.json: a new one
// fails, and the list only shrinks (docs/development.md).
const FACES = '^(backend|extension|ui|web|scripts|bench|test)/';
const FACE_CODE = '^(backend|extension|ui|web|scripts|bench)/';
const ENGINE_DOORS = '^shared/(index|wire|lab|account/index)[.]ts$';
const EDITOR = '^shared/(concepts|editorModel|fixes)/';
const FORECAST = '^shared/(forecast|phoenix|viewCurve|account)/';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'engine-imports-no-face',
      comment: 'The engine is pure and runs everywhere: it imports no face, tool or test.',
      severity: 'error',
      from: { path: '^shared/' },
      to: { path: FACES },
    },
    {
      name: 'ui-imports-only-the-engine',
      comment: 'The panel pieces the extension and the web page share import only the engine and each other.',
      severity: 'error',
      from: { path: '^ui/' },
      to: { path: '^(backend|extension|web|scripts|bench|test)/' },
    },
    {
      name: 'backend-imports-no-other-face',
      severity: 'error',
      from: { path: '^backend/' },
      to: { path: '^(extension|ui|web|test|bench)/' },
    },
    {
      name: 'extension-imports-no-other-face',
      severity: 'error',
      from: { path: '^extension/' },
      to: { path: '^(backend|web|scripts|bench|test)/' },
    },
    {
      name: 'web-imports-no-other-face',
      severity: 'error',
      from: { path: '^web/' },
      to: { path: '^(backend|extension|scripts|bench|test)/' },
    },
    {
      name: 'extension-dom-at-the-bottom',
      comment: "The extension's DOM pieces (caret, editor text, marks, shadow host) import nothing else of the extension.",
      severity: 'error',
      from: { path: '^extension/dom/' },
      to: { path: '^extension/(?!dom/)' },
    },
    {
      name: 'faces-enter-the-engine-by-its-doors',
      comment:
        'A face imports the engine only through the entry points its package exports (@preflight/engine, /wire, ' +
        '/account, /lab): what is behind them may move without a face noticing.',
      severity: 'error',
      from: { path: FACE_CODE },
      to: { path: '^shared/', pathNot: ENGINE_DOORS },
    },
    {
      name: 'faces-name-the-engine-by-its-package',
      comment: 'A relative path into shared/ walks around the package: its exports, the doors, are then not checked.',
      severity: 'error',
      from: { path: FACE_CODE },
      to: { path: '^shared/', dependencyTypesNot: ['aliased-workspace'] },
    },
    {
      name: 'tools-import-no-tests',
      comment: 'scripts/ and bench/ are tools: what they share with the tests lives beside them, not in test/.',
      severity: 'error',
      from: { path: '^(scripts|bench)/' },
      to: { path: '^test/' },
    },
    {
      name: 'editor-does-not-import-forecast',
      comment: 'The editor judges the writing on principles; it does not read the forecast.',
      severity: 'error',
      from: { path: EDITOR },
      to: { path: FORECAST },
    },
    {
      name: 'forecast-does-not-import-editor',
      comment: 'The forecast is fitted on outcomes; it reads the post and the cues, not the editor.',
      severity: 'error',
      from: { path: FORECAST },
      to: { path: EDITOR },
    },
    {
      name: 'voices-do-not-import-explain',
      comment: 'The explanation reads both voices and is read by neither: a voice says what it finds, explain/ tells a writer once.',
      severity: 'error',
      from: { path: [EDITOR, FORECAST] },
      to: { path: '^shared/explain/' },
    },
    {
      name: 'no-cycle-in-engine',
      comment:
        'No two files of the engine import each other, not even for a type: a type that two files share lives ' +
        'below both, so each file can be read, moved and tested from the bottom up.',
      severity: 'error',
      from: { path: '^shared/' },
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|\\.output|\\.wxt|docs)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] },
  },
};
