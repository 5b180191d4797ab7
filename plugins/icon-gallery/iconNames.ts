/**
 * How `@mui/icons-material` names its components: an icon's base name, plus a suffix for every
 * theme but the filled one (`Delete`, `DeleteOutlined`, `DeleteTwoTone`). Shared by the build
 * (plugins/icon-gallery) and the gallery in the browser (src/components/IconGallery): no Node here.
 */

/** The five themes, in the order the gallery offers them; a theme's bit in IconIndex.themes is its position. */
export const ICON_THEMES = ['filled', 'outlined', 'rounded', 'twoTone', 'sharp'] as const;

/** One of the five visual themes every icon is drawn in (a few brand icons have only one). */
export type IconTheme = (typeof ICON_THEMES)[number];

/** The suffix of a theme's component names; the filled theme has none. */
export const THEME_SUFFIXES: Readonly<Record<IconTheme, string>> = {
  filled: '',
  outlined: 'Outlined',
  rounded: 'Rounded',
  twoTone: 'TwoTone',
  sharp: 'Sharp',
};

/** A theme's name as readers see it. */
export const THEME_LABELS: Readonly<Record<IconTheme, string>> = {
  filled: 'Filled',
  outlined: 'Outlined',
  rounded: 'Rounded',
  twoTone: 'Two tone',
  sharp: 'Sharp',
};

/** The package the gallery lists, and whose module paths its import lines name. */
export const ICONS_PACKAGE = '@mui/icons-material';

/** A component name taken apart: `MailOutlineOutlined` is `MailOutline` in the outlined theme. */
export interface ParsedIconName {
  baseName: string;
  theme: IconTheme;
}

/**
 * The base name and theme of a component name. Only the exact theme suffixes count, so
 * `MailOutline` (a filled icon whose name ends in "Outline") stays whole, and a name that is
 * nothing but a suffix is a filled icon of that name.
 */
export function parseIconName(componentName: string): ParsedIconName {
  for (const theme of ICON_THEMES) {
    const suffix = THEME_SUFFIXES[theme];
    if (suffix && componentName.length > suffix.length && componentName.endsWith(suffix)) {
      return {baseName: componentName.slice(0, -suffix.length), theme};
    }
  }
  return {baseName: componentName, theme: 'filled'};
}

/** The component that draws `baseName` in `theme`: `componentName('Delete', 'outlined')` is `DeleteOutlined`. */
export function componentName(baseName: string, theme: IconTheme): string {
  return baseName + THEME_SUFFIXES[theme];
}

/**
 * The line that imports a component, named as MUI's docs name it:
 * `import DeleteIcon from '@mui/icons-material/Delete';`.
 */
export function importLine(component: string): string {
  return `import ${component}Icon from '${ICONS_PACKAGE}/${component}';`;
}

/** The bit of `theme` in a theme mask (IconIndex.themes). */
export function themeBit(theme: IconTheme): number {
  return 1 << ICON_THEMES.indexOf(theme);
}
