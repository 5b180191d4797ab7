import {normalizePluginOptions} from '@docusaurus/utils-validation';
import type {Validate} from '@docusaurus/types';
import {DEFAULT_OPTIONS, validateOptions, type Options, type PluginOptions} from '../options';

function validate(options: unknown): PluginOptions {
  return validateOptions({
    validate: normalizePluginOptions as Validate<Options, PluginOptions>,
    options: options as Options,
  });
}

describe('analytics options', () => {
  it('accepts no options: analytics off, default sampling', () => {
    expect(validate({})).toEqual({id: 'default', ...DEFAULT_OPTIONS});
    expect(validate({}).measurementId).toBeUndefined();
  });

  it('accepts a GA4 measurement id', () => {
    expect(validate({measurementId: 'G-TEST1234'}).measurementId).toBe('G-TEST1234');
  });

  it('accepts an empty measurement id (an unset variable): analytics off', () => {
    expect(validate({measurementId: ''}).measurementId).toBe('');
  });

  it('rejects a Universal Analytics id with a message saying what to fix', () => {
    expect(() => validate({measurementId: 'UA-123'})).toThrow(
      '"measurementId" must be a Google Analytics 4 measurement id like "G-ABC123XYZ" (got "UA-123"); ' +
        'check DOCS_GA_MEASUREMENT_ID, or leave it unset to turn analytics off',
    );
  });

  it.each(['g-test1234', 'G-12', ' G-TEST1234', 'G-TEST1234"</script>'])(
    'rejects the malformed id %j',
    (measurementId) => {
      expect(() => validate({measurementId})).toThrow('"measurementId" must be a Google Analytics 4 measurement id');
    },
  );

  it('accepts a vitals sample rate between 0 and 1', () => {
    expect(validate({vitalsSampleRate: 0.5}).vitalsSampleRate).toBe(0.5);
    expect(validate({vitalsSampleRate: 0}).vitalsSampleRate).toBe(0);
  });

  it('rejects a vitals sample rate above 1', () => {
    expect(() => validate({vitalsSampleRate: 2})).toThrow('"vitalsSampleRate" must be less than or equal to 1');
  });

  it('rejects a negative vitals sample rate', () => {
    expect(() => validate({vitalsSampleRate: -0.1})).toThrow('"vitalsSampleRate" must be greater than or equal to 0');
  });

  it('accepts debug', () => {
    expect(validate({debug: true}).debug).toBe(true);
  });

  it('rejects a debug flag that is not a boolean', () => {
    expect(() => validate({debug: 'yes'})).toThrow('"debug" must be a boolean');
  });
});
