// The architecture's rules, checked by `npm run lint:architecture` (dependency-cruiser) in `npm test` and CI.
// Dependencies flow one way: the faces (backend, extension, the web page, the shared panel pieces in ui/,
// the tools in scripts/ and bench/) import the engine in shared/; the engine imports none of them; the faces
// never import each other; tools never import tests. Inside the engine the two voices stay apart: the
// editor (concepts, editorModel, fixes) and the forecast (forecast, phoenix, viewCurve, the account model)
// never import each other, and neither reads the explanation (explanation/), which reads both. The rooms of the
// engine stand on floors (FLOORS below): a room imports only rooms on lower floors, never one beside it or
// above it, and every room is on a floor. The violations that were there when the rules came in are listed in
// .dependency-cruiser-known-violations.json: a new one fails, and the list only shrinks (docs/development.md).
const FACES = '^(backend|extension|ui|web|scripts|bench|test)/';
const FACE_CODE = '^(backend|extension|ui|web|scripts|bench)/';
const ENGINE_DOORS = '^shared/(index|wire|lab|account/index)[.]ts$';
const EDITOR = '^shared/(concepts|editorModel|fixes)/';
const FORECAST = '^shared/(forecast|phoenix|viewCurve|account)/';

/**
 * The floors of shared/, bottom to top, as the imports run: each room imports only rooms on floors below it.
 * A room is a folder of shared/ ('post/') or a few files at its root named together (['score.ts', ...]).
 * Rooms on one floor stand side by side and do not import each other. The two voices take three floors,
 * each voice a room per floor: the editor concepts/ → fixes/ → editorModel/, the forecast phoenix/ and
 * viewCurve/ → forecast/ → account/.
 */
const FLOORS = [
  { name: 'the contract', rooms: [['contract/', 'schemas.ts']] },
  { name: 'text and numbers', rooms: ['text/', 'stats/', 'random/', 'params/'] },
  { name: 'the lexicons and the platform facts', rooms: ['cues/', 'platformFacts/'] },
  { name: 'the reading of the post', rooms: ['post/'] },
  { name: 'the persona', rooms: ['audience/'] },
  { name: 'the voices, first', rooms: ['concepts/', 'phoenix/', 'viewCurve/'] },
  { name: 'the voices, second', rooms: ['fixes/', 'forecast/'] },
  { name: 'the voices, third', rooms: ['editorModel/', 'account/'] },
  { name: 'the explanation', rooms: ['explanation/'] },
  { name: 'the composition', rooms: [['score.ts', 'scorePost.ts', 'scoreThread.ts', 'scoreFixes.ts', 'version.ts']] },
  { name: 'on the composition', rooms: ['drafter/', 'warmUp/'] },
  { name: 'the doors', rooms: [['index.ts', 'lab.ts', 'wire.ts']] },
];

/** A room's paths as one pattern: a folder's files, or the named files at the root of shared/. */
const roomPath = (room) =>
  `^shared/(?:${[room]
    .flat()
    .map((part) => (part.endsWith('/') ? part : `${part.replaceAll('.', '[.]')}$`))
    .join('|')})`;
const anyOf = (rooms) => rooms.map(roomPath).join('|');
const roomName = (room) => [room].flat().join(' ');
const PLACED = anyOf(FLOORS.flatMap((floor) => floor.rooms));

const floorRules = FLOORS.flatMap((floor, i) => {
  const higher = FLOORS.slice(i + 1).flatMap((f) => f.rooms);
  const downward =
    higher.length === 0
      ? []
      : [
          {
            name: 'engine-floors-import-downward',
            comment: `A room on the floor of ${floor.name} imports no room on a higher floor (${higher.map(roomName).join(', ')}).`,
            severity: 'error',
            from: { path: anyOf(floor.rooms) },
            to: { path: anyOf(higher) },
          },
        ];
  const apart =
    floor.rooms.length < 2
      ? []
      : floor.rooms.map((room) => ({
          name: 'engine-rooms-beside-each-other-apart',
          comment: `${roomName(room)} stands beside ${floor.rooms
            .filter((r) => r !== room)
            .map(roomName)
            .join(', ')} on the floor of ${floor.name}: it imports none of them.`,
          severity: 'error',
          from: { path: roomPath(room) },
          to: { path: anyOf(floor.rooms.filter((r) => r !== room)) },
        }));
  return [...downward, ...apart];
});

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
      name: 'voices-do-not-import-the-explanation',
      comment: 'The explanation reads both voices and is read by neither: a voice says what it finds, explanation/ tells a writer once.',
      severity: 'error',
      from: { path: [EDITOR, FORECAST] },
      to: { path: '^shared/explanation/' },
    },
    ...floorRules,
    {
      name: 'engine-room-on-a-floor',
      comment: 'Every module of the engine is in a room on a floor (FLOORS): a new folder of shared/ is given its floor.',
      severity: 'error',
      from: { path: '^shared/', pathNot: PLACED },
      to: {},
    },
    {
      name: 'engine-room-on-a-floor',
      comment: 'Every module of the engine is in a room on a floor (FLOORS): a new folder of shared/ is given its floor.',
      severity: 'error',
      from: { path: '^shared/' },
      to: { path: '^shared/', pathNot: PLACED },
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
