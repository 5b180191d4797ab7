import ts from 'typescript';
import {formatMemberType} from '../extract/formatType';
import type {TypeText} from '../types';

/** Declarations shaped like MUI's: Joy UI's theme-extensible aliases and a component reading another's props. */
const FILES: Record<string, string> = {
  '/types.d.ts': `
    type GenerateStringUnion<T> = Extract<{ [K in keyof T]: true extends T[K] ? K : never }[keyof T], string>;
    export type OverridableStringUnion<T extends string | number, U = {}> = GenerateStringUnion<Record<T, true> & U>;
    export type OverridableRecord<D, O, V> = { [K in keyof D]: V } & O;
    export type DefaultColorPalette = 'primary' | 'neutral' | 'danger';
    export interface ColorPalettePropOverrides {}
    export type ColorPaletteProp = OverridableStringUnion<DefaultColorPalette, ColorPalettePropOverrides>;
    interface DefaultFontSize { sm: string; md: string }
    export interface FontSizeOverrides {}
    export interface FontSize extends OverridableRecord<DefaultFontSize, FontSizeOverrides, string> {}
    export interface Plain { a: string; b: string }
  `,
  '/avatar.d.ts': `
    import type { ColorPaletteProp, OverridableStringUnion } from './types';
    export interface AvatarPropsColorOverrides {}
    export interface AvatarProps {
      color?: OverridableStringUnion<ColorPaletteProp, AvatarPropsColorOverrides>;
      size?: OverridableStringUnion<'sm' | 'lg', {}>;
      onPick?: (value: string) => void;
    }
  `,
  '/group.d.ts': `
    import type { AvatarProps } from './avatar';
    import type { FontSize, Plain } from './types';
    type Direction = 'ltr' | 'rtl';
    export interface GroupProps {
      color?: AvatarProps['color'];
      size?: AvatarProps['size'] | undefined;
      onPick?: AvatarProps['onPick'] | null;
      direction?: Direction;
      fontSize?: 'inherit' | keyof FontSize;
      key?: keyof Plain;
      tabIndex?: NonNullable<number | undefined>;
    }
  `,
};

function compileProps(): Map<string, TypeText> {
  const options: ts.CompilerOptions = {strict: true, noEmit: true, types: [], lib: ['lib.es2022.d.ts']};
  const host = ts.createCompilerHost(options);
  const readFile = host.readFile.bind(host);
  host.readFile = (file) => FILES[file] ?? readFile(file);
  host.fileExists = (file) => file in FILES || ts.sys.fileExists(file);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (file, language) => {
    const text = FILES[file];
    return text === undefined ? getSourceFile(file, language) : ts.createSourceFile(file, text, language, true);
  };
  const program = ts.createProgram(['/group.d.ts'], options, host);
  const checker = program.getTypeChecker();
  const file = program.getSourceFile('/group.d.ts');
  const props = file?.statements.find(ts.isInterfaceDeclaration);
  if (!props) throw new Error('GroupProps was not compiled');
  const type = checker.getTypeAtLocation(props);
  return new Map(
    checker
      .getPropertiesOfType(type)
      .map((symbol) => [symbol.name, formatMemberType(checker, symbol, symbol.declarations?.[0])]),
  );
}

describe('formatMemberType', () => {
  const types = compileProps();
  const text = (name: string) => types.get(name)?.text;

  it("shows another component's theme-extensible prop by its values, with the theme note", () => {
    expect(types.get('color')).toEqual({text: "'primary' | 'neutral' | 'danger'", long: false, extendable: true});
    expect(types.get('size')).toEqual({text: "'sm' | 'lg'", long: false, extendable: true});
  });

  it('keeps a function type read through an indexed access in parentheses inside a union', () => {
    expect(text('onPick')).toBe('((value: string) => void) | null');
    expect(types.get('onPick')?.extendable).toBeUndefined();
  });

  it('shows an alias of literals as its values, which no theme extends', () => {
    expect(types.get('direction')).toEqual({text: "'ltr' | 'rtl'", long: false});
  });

  it('shows keyof as the keys, extendable only for an OverridableRecord', () => {
    expect(types.get('fontSize')).toEqual({text: "'inherit' | 'sm' | 'md'", long: false, extendable: true});
    expect(types.get('key')).toEqual({text: "'a' | 'b'", long: false});
  });

  it('shows NonNullable<…> as what it leaves', () => {
    expect(text('tabIndex')).toBe('number');
  });
});
