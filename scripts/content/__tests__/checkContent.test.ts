import {isGeneratedPage} from '../checkContent';

describe('isGeneratedPage', () => {
  it('knows the API reference pages by their front matter marker', () => {
    expect(isGeneratedPage('---\ntitle: "Menu hooks API"\ngenerated: true\n---\n\n## useMenu')).toBe(true);
  });

  it('checks hand-written pages, even ones that mention the marker in their text', () => {
    expect(isGeneratedPage('---\ntitle: Menu\ndescription: Menus.\n---\n\ngenerated: true')).toBe(false);
    expect(isGeneratedPage('---\ntitle: Menu\ngenerated: false\n---\n')).toBe(false);
  });
});
