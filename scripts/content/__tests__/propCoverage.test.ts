import path from 'node:path';
import fs from 'node:fs';
import {demoFiles, formatPropCoverage, propGaps, readApiProps} from '../propCoverage';

/** An API page as plugins/api-reference writes it, reduced to what the report reads. */
const row = (name: string, deprecated = false) =>
  `<tr id={"prop-${name}"}>\n<td><code>{"${name}"}</code>${deprecated ? ' <em>(deprecated)</em>' : ''}</td>\n<td></td>\n</tr>`;
const apiPage = [
  '---',
  'title: "Fab API"',
  'generated: true',
  'demos: [{"title":"Floating Action Button","href":"/material-ui/react-floating-action-button/"},{"title":"Menubar","href":"https://v7.mui.com/material-ui/react-menubar/"}]',
  '---',
  '',
  '## Import',
  '',
  '## Props',
  '',
  row('children'),
  row('disableRipple'),
  row('size'),
  row('TransitionProps', true),
  '',
  '## Props of ButtonBase {/* #props-of-button-base */}',
  '',
  row('centerRipple'),
  '',
  '## CSS classes',
].join('\n');

describe('readApiProps', () => {
  it("reads the component's own current props and the site pages that demonstrate it", () => {
    expect(readApiProps('fab', apiPage)).toEqual({
      name: 'fab',
      props: ['children', 'disableRipple', 'size'],
      pages: ['/material-ui/react-floating-action-button'],
    });
  });

  it('reads the pages the generator writes today', () => {
    const button = fs.readFileSync(path.join(__dirname, '../../../docs/material-ui/api/button.mdx'), 'utf8');
    const {props, pages} = readApiProps('button', button);
    expect(props).toEqual(expect.arrayContaining(['variant', 'loading', 'startIcon']));
    expect(props).not.toContain('centerRipple');
    expect(pages).toContain('/material-ui/react-button');
  });
});

describe('propGaps', () => {
  const apis = [readApiProps('fab', apiPage), {name: 'orphan', props: ['open'], pages: ['/material-ui/react-none']}];

  it('lists the props no demonstrating page mentions, leaving out the common ones', () => {
    const texts = new Map([['/material-ui/react-floating-action-button', 'Use `size="small"` for a compact button.']]);
    expect(propGaps(apis, (pathname) => texts.get(pathname))).toEqual({total: 2, gaps: ['fab.disableRipple']});
  });

  it('matches whole words only, and skips APIs without a page here', () => {
    const texts = new Map([['/material-ui/react-floating-action-button', 'sizes and disableRippleEffect']]);
    expect(propGaps(apis, (pathname) => texts.get(pathname)).gaps).toEqual(['fab.disableRipple', 'fab.size']);
  });
});

describe('demoFiles', () => {
  it('resolves the demos a page imports against its folder', () => {
    const text = "import * as Basic from './demos/fab/Basic.tsx?demo';\nimport Demo from '@site/src/components/Demo';";
    expect(demoFiles('docs/material-ui/react-floating-action-button.mdx', text)).toEqual([
      'docs/material-ui/demos/fab/Basic.tsx',
    ]);
  });
});

describe('formatPropCoverage', () => {
  it('says how many props are mentioned, then names the others', () => {
    expect(formatPropCoverage('material-ui', {total: 3, gaps: ['fab.disableRipple']})).toBe(
      'material-ui: 2 of 3 documented props are mentioned on a page that demonstrates them; not mentioned: fab.disableRipple',
    );
    expect(formatPropCoverage('joy-ui', {total: 2, gaps: []})).toBe(
      'joy-ui: 2 of 2 documented props are mentioned on a page that demonstrates them',
    );
  });
});
