import {formatDemoReport, isGeneratedPage} from '../checkContent';

describe('isGeneratedPage', () => {
  it('knows the API reference pages by their front matter marker', () => {
    expect(isGeneratedPage('---\ntitle: "Menu hooks API"\ngenerated: true\n---\n\n## useMenu')).toBe(true);
  });

  it('checks hand-written pages, even ones that mention the marker in their text', () => {
    expect(isGeneratedPage('---\ntitle: Menu\ndescription: Menus.\n---\n\ngenerated: true')).toBe(false);
    expect(isGeneratedPage('---\ntitle: Menu\ngenerated: false\n---\n')).toBe(false);
  });
});

describe('formatDemoReport', () => {
  it('sums each product, then lists its component pages with their demo counts', () => {
    expect(
      formatDemoReport([
        {instanceId: 'joy-ui', pathname: '/joy-ui/react-button', demos: 7},
        {instanceId: 'joy-ui', pathname: '/joy-ui/react-card', demos: 12},
        {instanceId: 'x', pathname: '/x/react-data-grid/sorting', demos: 5},
      ]),
    ).toBe(
      [
        'joy-ui: 2 component pages, 19 demos',
        '    7  /joy-ui/react-button',
        '   12  /joy-ui/react-card',
        'x: 1 component pages, 5 demos',
        '    5  /x/react-data-grid/sorting',
      ].join('\n'),
    );
  });
});
