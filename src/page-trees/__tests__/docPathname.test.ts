import {docPathname, normalizePathname} from '../docPathname';

describe('docPathname', () => {
  it.each([
    ['/material-ui', 'getting-started', '/material-ui/getting-started'],
    ['/material-ui', 'getting-started/installation', '/material-ui/getting-started/installation'],
    ['/experiments/docs', 'index', '/experiments/docs'],
    ['/experiments/docs', 'flags/index', '/experiments/docs/flags'],
    ['/x', 'react-data-grid/README', '/x/react-data-grid'],
    ['/x', 'columns/columns', '/x/columns'],
    ['/', 'index', '/'],
  ])('serves %s doc %s at %s', (routeBasePath, docId, expected) => {
    expect(docPathname(routeBasePath, docId)).toBe(expected);
  });
});

describe('normalizePathname', () => {
  it('drops trailing slashes but keeps the root', () => {
    expect(normalizePathname('/a/b/')).toBe('/a/b');
    expect(normalizePathname('/a/b')).toBe('/a/b');
    expect(normalizePathname('/')).toBe('/');
  });
});
