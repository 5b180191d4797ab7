import {createDocsTheme} from '../theme';

jest.mock('../theme', () => {
  const actual = jest.requireActual<typeof import('../theme')>('../theme');
  return {...actual, createDocsTheme: jest.fn(actual.createDocsTheme)};
});

const created = createDocsTheme as jest.MockedFunction<typeof createDocsTheme>;

/** A fresh module per test: the themes are cached per page. */
function load(): typeof import('../docsThemes') {
  let module!: typeof import('../docsThemes');
  jest.isolateModules(() => {
    module = jest.requireActual('../docsThemes');
  });
  return module;
}

/** A yield the test ends by hand. */
function manualYield(): {yieldBetween: () => Promise<void>; resume: () => void} {
  let resume = () => {};
  const yieldBetween = () => new Promise<void>((resolve) => (resume = resolve));
  return {yieldBetween, resume: () => resume()};
}

describe('docs themes', () => {
  beforeEach(() => created.mockClear());

  it('builds one theme per direction and shares it', () => {
    const {getDocsTheme} = load();
    const ltr = getDocsTheme('ltr');
    expect(getDocsTheme('ltr')).toBe(ltr);
    expect(getDocsTheme('rtl')).not.toBe(ltr);
    expect(getDocsTheme('rtl').direction).toBe('rtl');
    expect(created).toHaveBeenCalledTimes(2);
  });

  it('prepares a theme after yielding, not in the task that asked', async () => {
    const {getDocsTheme, prepareDocsTheme} = load();
    const {yieldBetween, resume} = manualYield();
    const prepared = prepareDocsTheme('ltr', yieldBetween);
    await Promise.resolve();
    expect(created).not.toHaveBeenCalled();
    resume();
    await prepared;
    expect(created).toHaveBeenCalledTimes(1);
    // The render that needs it finds it built.
    getDocsTheme('ltr');
    expect(created).toHaveBeenCalledTimes(1);
  });

  it('does not yield or build again for a theme that exists', async () => {
    const {getDocsTheme, prepareDocsTheme} = load();
    getDocsTheme('ltr');
    const yieldBetween = jest.fn(() => Promise.resolve());
    await prepareDocsTheme('ltr', yieldBetween);
    expect(yieldBetween).not.toHaveBeenCalled();
    expect(created).toHaveBeenCalledTimes(1);
  });
});
