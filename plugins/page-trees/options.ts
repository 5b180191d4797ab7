import {Joi} from '@docusaurus/utils-validation';
import type {OptionValidationContext} from '@docusaurus/types';
import type {PageTreeSource} from '../../src/page-trees/types';

/** Options of the page-trees plugin. */
export interface PluginOptions {
  /** Plugin instance id (Docusaurus convention). */
  id: string;
  /** One entry per docs instance: its tree, route base and docs folder. */
  trees: PageTreeSource[];
}

/** What a site config passes; `id` is filled in by Docusaurus. */
export type Options = Partial<PluginOptions>;

export const DEFAULT_OPTIONS: Omit<PluginOptions, 'id'> = {
  trees: [],
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

const OptionsSchema = Joi.object<PluginOptions>({
  trees: Joi.array().items(TreeSourceSchema).unique('instanceId').default(DEFAULT_OPTIONS.trees),
});

export function validateOptions({validate, options}: OptionValidationContext<Options, PluginOptions>): PluginOptions {
  return validate(OptionsSchema, options);
}
