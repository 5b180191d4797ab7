/**
 * The MUI X licence key of this build: `MUI_X_LICENSE_KEY` at build time (plugins/demos defines
 * it for the bundles), or undefined. It is never committed; without it the Pro and Premium
 * grids still run and show MUI's watermark.
 */
export const X_LICENSE_KEY: string | undefined = process.env.MUI_X_LICENSE_KEY || undefined;
