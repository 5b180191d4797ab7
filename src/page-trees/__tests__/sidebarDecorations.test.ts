import {DECORATIONS_KEY, readSidebarDecorations} from '../sidebarDecorations';

describe('readSidebarDecorations', () => {
  it('reads what the sidebar generator wrote', () => {
    expect(
      readSidebarDecorations({
        [DECORATIONS_KEY]: {badges: ['beta', 'pro'], icon: 'WebIcon', linkProps: {target: '_blank'}},
      }),
    ).toEqual({badges: ['beta', 'pro'], icon: 'WebIcon', linkProps: {target: '_blank'}});
  });

  it.each([undefined, null, 'text', 42, {}, {[DECORATIONS_KEY]: 'junk'}, {[DECORATIONS_KEY]: null}])(
    'gives no decorations for %j',
    (customProps) => {
      expect(readSidebarDecorations(customProps)).toBeUndefined();
    },
  );

  it('drops unknown badges, icons and non-string link attributes', () => {
    expect(
      readSidebarDecorations({
        [DECORATIONS_KEY]: {badges: ['beta', 'shiny', 3], icon: 'NoSuchIcon', linkProps: {rel: 'noopener', onClick: 1}},
      }),
    ).toEqual({badges: ['beta'], linkProps: {rel: 'noopener'}});
  });
});
