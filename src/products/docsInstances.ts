/**
 * The docs instances of the site: one `@docusaurus/plugin-content-docs` per product.
 * The table in the design document ("Products and docs instances") is the contract.
 */
export const DOCS_INSTANCES = [
  {id: 'material-ui', routeBasePath: '/material-ui', path: 'docs/material-ui'},
  {id: 'base-ui', routeBasePath: '/base-ui', path: 'docs/base-ui'},
  {id: 'joy-ui', routeBasePath: '/joy-ui', path: 'docs/joy-ui'},
  {id: 'system', routeBasePath: '/system', path: 'docs/system'},
  {id: 'x', routeBasePath: '/x', path: 'docs/x'},
  {id: 'toolpad', routeBasePath: '/toolpad', path: 'docs/toolpad'},
  {id: 'experiments', routeBasePath: '/experiments/docs', path: 'docs/experiments'},
] as const;

/** Id of a docs instance, e.g. `material-ui` or `experiments`. */
export type DocsInstanceId = (typeof DOCS_INSTANCES)[number]['id'];

/** One row of {@link DOCS_INSTANCES}. */
export type DocsInstance = (typeof DOCS_INSTANCES)[number];
