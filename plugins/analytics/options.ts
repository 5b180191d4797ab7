import {Joi} from '@docusaurus/utils-validation';
import type {OptionValidationContext} from '@docusaurus/types';
import {DEFAULT_VITALS_SAMPLE_RATE} from '../../src/analytics/inlineScript';

/** Options of the analytics plugin. */
export interface PluginOptions {
  /** Plugin instance id (Docusaurus convention). */
  id: string;
  /**
   * The Google Analytics 4 measurement id (`G-XXXXXXX`). The site config passes
   * `process.env.DOCS_GA_MEASUREMENT_ID`; absent or empty turns analytics off entirely (no
   * script, no request, no event).
   */
  measurementId?: string;
  /** Share of sessions (0..1) whose web vitals are reported; decided once per browser session. */
  vitalsSampleRate: number;
  /** Sends the hits to GA4's DebugView (`debug_mode`), to check a new event while developing. */
  debug: boolean;
}

/** What a site config passes; `id` is filled in by Docusaurus. */
export type Options = Partial<PluginOptions>;

export const DEFAULT_OPTIONS: Omit<PluginOptions, 'id' | 'measurementId'> = {
  vitalsSampleRate: DEFAULT_VITALS_SAMPLE_RATE,
  debug: false,
};

/** The shape of a GA4 measurement id; older Universal Analytics ids (`UA-`) are refused. */
export const MEASUREMENT_ID_PATTERN = /^G-[A-Z0-9]{4,}$/;

const OptionsSchema = Joi.object<PluginOptions>({
  // An empty string is what an unset variable interpolated by a CI system looks like: also off.
  measurementId: Joi.string()
    .allow('')
    .pattern(MEASUREMENT_ID_PATTERN)
    .messages({
      'string.pattern.base':
        '{{#label}} must be a Google Analytics 4 measurement id like "G-ABC123XYZ" (got "{{#value}}"); ' +
        'check DOCS_GA_MEASUREMENT_ID, or leave it unset to turn analytics off',
    }),
  vitalsSampleRate: Joi.number().min(0).max(1).default(DEFAULT_OPTIONS.vitalsSampleRate),
  debug: Joi.boolean().default(DEFAULT_OPTIONS.debug),
});

export function validateOptions({validate, options}: OptionValidationContext<Options, PluginOptions>): PluginOptions {
  return validate(OptionsSchema, options);
}
