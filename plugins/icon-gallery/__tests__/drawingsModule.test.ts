import {drawingsModule} from '../drawingsModule';

describe('drawingsModule', () => {
  it('exports a loader per file, by theme and chunk, each importing its file by a literal path', () => {
    expect(
      drawingsModule([
        {theme: 'filled', chunk: 0, fileName: 'drawings-filled-0.json'},
        {theme: 'filled', chunk: 1, fileName: 'drawings-filled-1.json'},
        {theme: 'twoTone', chunk: 1, fileName: 'drawings-twoTone-1.json'},
      ]),
    ).toBe(
      [
        '// Written by plugins/icon-gallery (drawingsModule.ts).',
        'export default {',
        '  filled: {',
        '    0: () => import("./drawings-filled-0.json"),',
        '    1: () => import("./drawings-filled-1.json"),',
        '  },',
        '  outlined: {',
        '  },',
        '  rounded: {',
        '  },',
        '  twoTone: {',
        '    1: () => import("./drawings-twoTone-1.json"),',
        '  },',
        '  sharp: {',
        '  },',
        '};',
        '',
      ].join('\n'),
    );
  });
});
