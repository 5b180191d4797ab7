import {themes} from 'prism-react-renderer';
import type {PrismTheme} from 'prism-react-renderer';
import {createTokenStyles} from '../tokenStyles';

const THEME: PrismTheme = {
  plain: {color: '#111', backgroundColor: '#fff'},
  styles: [
    {types: ['keyword'], style: {color: 'blue'}},
    {types: ['tag'], style: {color: 'red'}},
    {types: ['class-name'], style: {fontStyle: 'italic'}},
    {types: ['keyword'], style: {fontWeight: 'bold'}},
    {types: ['string'], languages: ['css'], style: {color: 'green'}},
  ],
};

describe('createTokenStyles', () => {
  const styles = createTokenStyles(THEME, 'tsx');

  it("colours the block with the theme's plain style", () => {
    expect(styles.block).toEqual({color: '#111', backgroundColor: '#fff'});
  });

  it('merges every entry of a type, and the styles of every type of a token, in order', () => {
    expect(styles.token('keyword')).toEqual({color: 'blue', fontWeight: 'bold'});
    expect(styles.token('tag class-name')).toEqual({color: 'red', fontStyle: 'italic'});
  });

  it('leaves plain text, unknown types and entries for other languages unstyled', () => {
    expect(styles.token('plain')).toBeUndefined();
    expect(styles.token('unknown-type')).toBeUndefined();
    expect(styles.token('string')).toBeUndefined();
    expect(createTokenStyles(THEME, 'css').token('string')).toEqual({color: 'green'});
  });

  it('gives the real site themes a style for keywords', () => {
    expect(createTokenStyles(themes.github, 'tsx').token('keyword')?.color).toBeDefined();
  });
});
