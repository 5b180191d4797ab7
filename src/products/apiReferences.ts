/**
 * The component API references generated from installed packages (plugins/api-reference): one
 * per product whose declarations the generator reads. `npm run generate:api`, the site config and
 * the page trees all read this list.
 */
export const API_REFERENCES = [
  {id: 'material-ui', packageName: '@mui/material', routeBasePath: '/material-ui/api', outDir: 'docs/material-ui/api'},
  {id: 'joy-ui', packageName: '@mui/joy', routeBasePath: '/joy-ui/api', outDir: 'docs/joy-ui/api'},
  {id: 'base-ui', packageName: '@mui/base', routeBasePath: '/base-ui/api', outDir: 'docs/base-ui/api'},
] as const;

export type ApiReference = (typeof API_REFERENCES)[number];
