import {apiSectionAnchor, headingIds} from '../localLinks';
import {readShownProps} from '../fidelity/pageRows';
import {readPropTypeAssignments} from '../extract/propTypes';
import {renderPage} from '../renderPage';
import type {ComponentApi} from '../types';

describe('readPropTypeAssignments', () => {
  const source = `
Inner.propTypes = { a: PropTypes.bool };
process.env.NODE_ENV !== "production" ? Button.propTypes /* remove-proptypes */ = {
  /**
   * The content.
   */
  children: PropTypes.node,
  /**
   * @ignore
   */
  className: PropTypes.string,
  /**
   * The variant.
   * @default 'text'
   */
  variant: PropTypes.oneOf(['text', 'outlined']),
  /**
   * @deprecated Use \`slots\` instead.
   */
  components: PropTypes.object,
  open: PropTypes.bool.isRequired,
  old: deprecatedPropType(PropTypes.bool, 'Use new.'),
} : void 0;`;

  it('reads each component’s entries with their JSDoc, leaving out @ignore', () => {
    const found = readPropTypeAssignments('Button.js', source);
    expect([...found.keys()]).toEqual(['Inner', 'Button']);
    expect(found.get('Button')).toEqual([
      {name: 'children', description: 'The content.', deprecated: false, required: false},
      {name: 'variant', default: "'text'", description: 'The variant.', deprecated: false, required: false},
      {
        name: 'components',
        description: '',
        deprecated: true,
        deprecationMessage: 'Use `slots` instead.',
        required: false,
      },
      {name: 'open', description: '', deprecated: false, required: true},
      {name: 'old', description: '', deprecated: true, required: false},
    ]);
  });
});

describe('readShownProps', () => {
  it('reads back the own and inherited rows a rendered page shows', () => {
    const prop = (name: string, extra: object = {}) => ({
      name,
      type: {text: 'boolean', long: false},
      description: '',
      required: false,
      ...extra,
    });
    const api: ComponentApi = {
      name: 'Chip',
      kebabName: 'chip',
      importPath: '@x/Chip',
      importKind: 'default',
      packageName: '@x',
      description: '',
      props: [prop('label', {default: "'a'", required: true}), prop('old', {deprecated: {message: 'No.'}})],
      slots: [],
      classes: [],
      inherits: {name: 'Base', kebabName: 'base'},
      demos: [],
    };
    const page = renderPage(api, {generated: new Set(), componentOf: () => ({props: [prop('square')]})});
    expect(readShownProps(page, 'Chip')).toEqual([
      {component: 'Chip', name: 'label', owner: 'Chip', default: "'a'", deprecated: false, required: true},
      {component: 'Chip', name: 'old', owner: 'Chip', deprecated: true, required: false},
      {component: 'Chip', name: 'square', owner: 'Base', deprecated: false, required: false},
    ]);
  });
});

describe('links to this site', () => {
  it('maps upstream API anchors to the section of our page that holds the row', () => {
    expect(apiSectionAnchor('button-classes-MuiButton-text')).toBe('css-classes');
    expect(apiSectionAnchor('Drawer-css-MuiDrawer-paper')).toBe('css-classes');
    expect(apiSectionAnchor('button-prop-href')).toBe('props');
    expect(apiSectionAnchor('custom-colors')).toBe('custom-colors');
  });

  it('knows the heading ids Docusaurus gives a page', () => {
    const ids = headingIds(
      '## CSS classes\n\n```md\n## Not a heading\n```\n## Props of Modal {/* #props-of-modal */}\n### `Custom` colors',
    );
    expect([...ids]).toEqual(['css-classes', 'props-of-modal', 'custom-colors']);
  });
});
