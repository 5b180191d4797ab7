// `@docusaurus/useIsomorphicLayoutEffect` is a bundler alias; tests that load Docusaurus's client
// utilities (plugins/build-time-highlight) get React's layout effect.
module.exports = require('react').useLayoutEffect;
