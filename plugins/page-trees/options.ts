import {Joi} from '@docusaurus/utils-validation';
import type {OptionValidationContext} from '@docusaurus/types';
import type {PageTreeSource} from '../../src/page-trees/types';

/** Options of the page-trees plugin. */
export interface PluginOptions {
  /** Plugin instance id (Docusaurus convention). */
  id: string;
  /**
   * Returns one entry per docs instance: its tree, route base and docs folder. A function rather
   * than the data because Docusaurus copies plugin options into the site config that every page
   * downloads, and the trees would be most of it; functions are left out of that copy.
   */
  trees: () => PageTreeSource[];
}

/** What a site config passes; `id` is filled in by Docusaurus. */
export type Options = Partial<PluginOptions>;

export const DEFAULT_OPTIONS: Omit<PluginOptions, 'id'> = {
  trees: () => [],
};

const TreeSourceSchema = Joi.object<PageTreeSource>({
  instanceId: Joi.string().required(),
  routeBasePath: Joi.string()
    .pattern(/^\/[^\s]*[^/\s]$/)
    .required()
    .messages({'string.pattern.base': '{{#label}} must start with "/" and not end with one'}),
  docsPath: Joi.string().required(),
  treeFile: Joi.string().required(),
  // The nodes are checked by validatePageTree, which reports each offender by file and path.
  tree: Joi.array().required(),
});

const TreeSourcesSchema = Joi.object({trees: Joi.array().items(TreeSourceSchema).unique('docsPath').required()});

const OptionsSchema = Joi.object<PluginOptions>({
  trees: Joi.function()
    .maxArity(0)
    .default(() => DEFAULT_OPTIONS.trees),
});

export function validateOptions({validate, options}: OptionValidationContext<Options, PluginOptions>): PluginOptions {
  return validate(OptionsSchema, options);
}

/** The trees the `trees` option returns, checked; throws naming the first bad field. */
export function loadTreeSources(options: Pick<PluginOptions, 'trees'>): PageTreeSource[] {
  const {value, error} = TreeSourcesSchema.validate({trees: options.trees()});
  if (error) throw new Error(`page-trees plugin: ${error.message}`);
  return (value as {trees: PageTreeSource[]}).trees;
}
