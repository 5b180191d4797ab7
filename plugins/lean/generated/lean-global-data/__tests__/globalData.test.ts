import {GLOBAL_DATA_MODULE} from '..';
import {withoutDocLists} from '../globalData';

const docsVersion = (path: string, docIds: string[]) => ({
  name: 'current',
  label: 'Next',
  isLast: true,
  path,
  mainDocId: docIds[0],
  docs: docIds.map((id) => ({id, path: `${path}/${id}`, sidebar: 'pageTree'})),
  draftIds: [],
  sidebars: {pageTree: {link: {path: `${path}/${docIds[0]}`, label: docIds[0]}}},
});

const globalData = {
  'docusaurus-plugin-content-docs': {
    'material-ui': {
      path: '/material-ui',
      versions: [docsVersion('/material-ui', ['getting-started', 'react-button'])],
      breadcrumbs: true,
    },
    'joy-ui': {path: '/joy-ui', versions: [docsVersion('/joy-ui', ['overview'])], breadcrumbs: true},
  },
  'docusaurus-plugin-analytics': {measurementId: 'G-TEST'},
};

describe('withoutDocLists', () => {
  it('empties the doc list of every version of every docs instance and keeps everything else', () => {
    const lean = JSON.parse(withoutDocLists(JSON.stringify(globalData))) as typeof globalData;
    const docs = lean['docusaurus-plugin-content-docs'];
    for (const [id, instance] of Object.entries(globalData['docusaurus-plugin-content-docs'])) {
      const {versions, ...rest} = instance;
      const leanInstance = docs[id as keyof typeof docs];
      expect(leanInstance).toEqual({...rest, versions: versions.map((version) => ({...version, docs: []}))});
    }
    expect(lean['docusaurus-plugin-analytics']).toEqual(globalData['docusaurus-plugin-analytics']);
  });

  it('returns global data without docs instances unchanged, byte for byte', () => {
    for (const json of [
      '{}',
      '{"docusaurus-plugin-content-pages":{"path":"/"}}',
      '{"docusaurus-plugin-content-docs":null}',
    ]) {
      expect(withoutDocLists(json)).toBe(json);
    }
  });

  it('leaves versions without a doc list as they are', () => {
    const json = JSON.stringify({'docusaurus-plugin-content-docs': {x: {path: '/x', versions: [{name: 'current'}]}}});
    expect(JSON.parse(withoutDocLists(json))).toEqual(JSON.parse(json));
  });
});

describe('GLOBAL_DATA_MODULE', () => {
  it('matches the generated global data only', () => {
    expect(GLOBAL_DATA_MODULE.test('/site/.docusaurus/globalData.json')).toBe(true);
    expect(GLOBAL_DATA_MODULE.test('C:\\site\\.docusaurus\\globalData.json')).toBe(true);
    expect(GLOBAL_DATA_MODULE.test('/site/.docusaurus/docusaurus-plugin-content-docs/x/globalData.json')).toBe(false);
    expect(GLOBAL_DATA_MODULE.test('/site/src/globalData.json')).toBe(false);
  });
});
