// The tslib helpers that @docusaurus/utils-common (CommonJS, in main.js) calls. It requires the
// whole of tslib, which the bundler then cannot tree-shake, for one helper (what that costs: the
// patch's entry in scripts/upstream/manifest/).
// Same code as tslib's own (0BSD).

export function __importDefault<T>(mod: T): T | {default: T} {
  return mod && (mod as {__esModule?: boolean}).__esModule ? mod : {default: mod};
}
