import pluginSideEffectFree, {SIDE_EFFECT_FREE_MODULES} from '../index';

describe('side-effect-free plugin', () => {
  it.each([
    '/site/node_modules/react-is/index.js',
    '/site/node_modules/react-router/node_modules/react-is/cjs/react-is.production.min.js',
    '/site/node_modules/hoist-non-react-statics/dist/hoist-non-react-statics.cjs.js',
    'C:\\site\\node_modules\\parse-numeric-range\\index.js',
  ])('marks %s', (file) => {
    expect(SIDE_EFFECT_FREE_MODULES.test(file)).toBe(true);
  });

  it.each([
    '/site/node_modules/react-router/esm/react-router.js',
    '/site/node_modules/react-is-extra/index.js',
    '/site/node_modules/@mui/material/node_modules/react-dom/index.js',
    '/site/src/react-is/index.ts',
  ])('leaves %s alone', (file) => {
    expect(SIDE_EFFECT_FREE_MODULES.test(file)).toBe(false);
  });

  it('adds one rule, for both builds', () => {
    const config = pluginSideEffectFree().configureWebpack?.({} as never, false, {} as never, {} as never);
    expect(config).toEqual({module: {rules: [{test: SIDE_EFFECT_FREE_MODULES, sideEffects: false}]}});
  });
});
