import {Joi} from '@docusaurus/utils-validation';
import type {OptionValidationContext} from '@docusaurus/types';
import type {DocsVersion} from './docsVersion';
import type {ApiPageSpec} from './selection';

/** Options of the api-reference plugin (and of `scripts/generate-api.ts`). */
export interface PluginOptions {
  /** Plugin instance id (Docusaurus convention); one instance per documented package. */
  id: string;
  /** The installed package whose type declarations are documented, e.g. `@mui/material`. */
  packageName: string;
  /**
   * The name readers install the package by, which the pages show (import lines, descriptions,
   * the generated notice), when it is installed here under an npm alias: `@mui/material` for
   * `@mui/material-v6` (`"@mui/material-v6": "npm:@mui/material@6.5.0"`). Defaults to `packageName`.
   */
  importName?: string;
  /**
   * Packages the documented package imports, resolved to other installed packages (package name ->
   * installed name), as the archived version's demos resolve them (plugins/archived-versions):
   * `@mui/lab-v6` declares `@mui/material` a peer, which would otherwise be the site's v7 copy.
   * Applies to its type declarations and to the built modules its propTypes are read from.
   */
  moduleAliases?: Readonly<Record<string, string>>;
  /**
   * The archived docs version the pages belong to (see DocsVersion): their links to docs of
   * its instance land in its folder, and `routeBasePath` and `pages` are written as for the
   * latest version (`/material-ui/api`), which Docusaurus serves under the version's route.
   */
  docsVersion?: DocsVersion;
  /**
   * URL of the API pages' folder, e.g. `/material-ui/api` (pages at `<routeBasePath>/<kebab-name>/`);
   * with `docsVersion`, the URL within the version (`/material-ui/api`, served at `/material-ui/6.x/api`).
   */
  routeBasePath: string;
  /**
   * Where the MDX pages are written, relative to the site directory (or absolute), inside the
   * docs folder that serves `routeBasePath`, e.g. `docs/material-ui/api`.
   */
  outDir: string;
  /** Where extraction results are cached, relative to the site directory (or absolute). */
  cacheDir: string;
  /**
   * The pages to write, each naming the components, hooks and interfaces it documents (see
   * ApiPageSpec). Without it, every public component of the package gets a page of its own at
   * `<routeBasePath>/<kebab-name>/`.
   */
  pages?: readonly ApiPageSpec[];
  /**
   * Other installed packages a named item may come from, looked up before `packageName` (the
   * Data Grid's MIT and Pro packages before Premium): an item's import line names the first
   * package that exports it.
   */
  extraPackages?: readonly string[];
  /** With `pages`: an index page listing them all, grouped by kind (the Data Grid's `/x/api/data-grid/`). */
  indexPage?: {pathname: string; title: string};
}

/** What a site config passes; `id` is filled in by Docusaurus. */
export type Options = Partial<PluginOptions>;

/** The defaults document Material UI, the portal's main package. */
export const DEFAULT_OPTIONS: Omit<PluginOptions, 'id'> = {
  packageName: '@mui/material',
  routeBasePath: '/material-ui/api',
  outDir: 'docs/material-ui/api',
  cacheDir: 'node_modules/.cache/api-reference',
};

/** npm's rule for package names: lower case, optionally scoped. */
const PACKAGE_NAME = /^(?:@[a-z0-9][a-z0-9._~-]*\/)?[a-z0-9][a-z0-9._~-]*$/;

const OptionsSchema = Joi.object<PluginOptions>({
  packageName: Joi.string()
    .pattern(PACKAGE_NAME)
    .default(DEFAULT_OPTIONS.packageName)
    .messages({'string.pattern.base': '{{#label}} must be an npm package name, like "@mui/material"'}),
  routeBasePath: Joi.string()
    .pattern(/^\/[^\s]*[^/\s]$/)
    .default(DEFAULT_OPTIONS.routeBasePath)
    .messages({'string.pattern.base': '{{#label}} must start with "/" and not end with one'}),
  importName: Joi.string()
    .pattern(PACKAGE_NAME)
    .messages({'string.pattern.base': '{{#label}} must be an npm package name, like "@mui/material"'}),
  moduleAliases: Joi.object().pattern(PACKAGE_NAME, Joi.string().pattern(PACKAGE_NAME).required()),
  docsVersion: Joi.object({
    instanceRoute: Joi.string()
      .pattern(/^\/[a-z0-9-]+$/)
      .required(),
    route: Joi.string()
      .pattern(/^\/[^\s]*[^/\s]$/)
      .required(),
    path: Joi.string().required(),
    upstreamOrigin: Joi.string()
      .uri({scheme: ['https', 'http']})
      .pattern(/[^/]$/)
      .required(),
  }),
  outDir: Joi.string().default(DEFAULT_OPTIONS.outDir),
  cacheDir: Joi.string().default(DEFAULT_OPTIONS.cacheDir),
  pages: Joi.array().items(
    Joi.object({
      pathname: Joi.string()
        .pattern(/^\/[a-z0-9/-]*[a-z0-9]$/)
        .required()
        .messages({'string.pattern.base': '{{#label}} must be a lower-case URL path without a trailing slash'}),
      title: Joi.string(),
      components: Joi.array().items(Joi.string()),
      hooks: Joi.array().items(Joi.string()),
      interfaces: Joi.array().items(Joi.string()),
      sectioned: Joi.boolean(),
    }),
  ),
  extraPackages: Joi.array().items(Joi.string().pattern(PACKAGE_NAME)),
  indexPage: Joi.object({
    pathname: Joi.string()
      .pattern(/^\/[a-z0-9/-]*[a-z0-9]$/)
      .required(),
    title: Joi.string().required(),
  }),
});

/** Docusaurus hook: validates the plugin's options and fills in the defaults. */
export function validateOptions({validate, options}: OptionValidationContext<Options, PluginOptions>): PluginOptions {
  return validate(OptionsSchema, options);
}

/**
 * Validates options outside Docusaurus (the CLI), with the same schema and messages.
 * Throws the first problem, as Docusaurus does.
 */
export function normalizeOptions(options: Options): Omit<PluginOptions, 'id'> {
  const {id: _id, ...rest} = options;
  const {value, error} = OptionsSchema.validate(rest);
  if (error) throw error;
  return value;
}
