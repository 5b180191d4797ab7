import ts from 'typescript';
import {formatMemberType} from '../extract/formatType';
import type {TypeText} from '../types';

/**
 * Declarations shaped like MUI's: Joy UI's theme-extensible aliases and `TextColor`, a component
 * reading another's props, a prop declared twice (Material UI's InputLabel `color`), and slot
 * props typed through a type parameter, which only the checker's instantiated type shows.
 */
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
    export type VariantProp = OverridableStringUnion<'plain' | 'solid', {}>;
    interface Palette { primary: { 50: string; solidBg: string }; text: { icon: string } }
    type Join<T> = { [K in keyof T & string]: \`\${K}.\${keyof T[K] & (string | number)}\` }[keyof T & string];
    export type TextColor = Join<Palette> | (string & Record<never, never>);
    export type SlotProps<C, P, O> = { component?: C; ownerState?: O } & P;
  `,
  '/label.d.ts': `
    import type { OverridableStringUnion } from './types';
    interface HTMLAttributes { color?: string | undefined }
    export interface LabelOwnProps {
      color?: OverridableStringUnion<'primary' | 'error', {}> | undefined;
      onClose?: { bivarianceHack(event: {}, reason: "backdropClick" | "escapeKeyDown"): void }['bivarianceHack'];
    }
    export type LabelProps = LabelOwnProps & HTMLAttributes;
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
    import type { ColorPaletteProp, FontSize, Plain, SlotProps, TextColor, VariantProp } from './types';
    import type { LabelProps } from './label';
    type Direction = 'ltr' | 'rtl';
    type SortDirection = 'asc' | 'desc' | false;
    type GridSize = 'auto' | 'grow' | number | false;
    interface GroupSlotProps<T> {
      slotProps?: { button?: SlotProps<'button', { color?: ColorPaletteProp; variant?: VariantProp }, T> };
    }
    export interface GroupProps extends GroupSlotProps<number> {
      textColor?: TextColor;
      labelColor?: LabelProps['color'];
      onClose?: LabelProps['onClose'];
      sortDirection?: SortDirection;
      gridSize?: GridSize;
      kind?: "a" | "b";
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
  const props = file?.statements.find(
    (statement): statement is ts.InterfaceDeclaration =>
      ts.isInterfaceDeclaration(statement) && statement.name.text === 'GroupProps',
  );
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

  it('shows an alias computed from a mapped type as its values, and its open string part as string', () => {
    expect(types.get('textColor')).toEqual({
      text: "'primary.solidBg' | 'primary.50' | 'text.icon' | string",
      long: false,
    });
  });

  it('shows literal aliases with number, false, null or undefined among the values', () => {
    expect(text('sortDirection')).toBe("'asc' | 'desc' | false");
    expect(text('gridSize')).toBe("'auto' | 'grow' | number | false");
  });

  it('quotes string literals with single quotes, from the declarations or from the checker', () => {
    expect(text('kind')).toBe("'a' | 'b'");
    expect(text('onClose')).toBe("(event: {}, reason: 'backdropClick' | 'escapeKeyDown') => void");
  });

  it('reads a prop declared twice from the declaration that says what it accepts, with the theme note', () => {
    expect(types.get('labelColor')).toEqual({text: "'primary' | 'error'", long: false, extendable: true});
  });

  it('expands literal aliases inside a type the checker instantiates', () => {
    expect(text('slotProps')).toBe(
      "{ button?: SlotProps<'button', { color?: 'primary' | 'neutral' | 'danger'; variant?: 'plain' | 'solid'; }, number>; }",
    );
  });
});
