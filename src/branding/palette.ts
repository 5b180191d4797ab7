/**
 * The brand colours, as plain data: the MUI theme is built from them (theme.ts), and code that
 * must not load MUI (the navbar) reads them here.
 */
export const BRAND_PALETTE = {
  light: {
    primary: {main: '#0b6bcb', light: '#3d8fe0', dark: '#084f96', contrastText: '#ffffff'},
    secondary: {main: '#7b3fbf'},
    background: {default: '#ffffff', paper: '#ffffff'},
    text: {primary: '#1b1f24', secondary: '#4b5560'},
    divider: '#dfe3e8',
  },
  dark: {
    primary: {main: '#66b2ff', light: '#99ccff', dark: '#3399ff', contrastText: '#0b0f14'},
    secondary: {main: '#c9a3f5'},
    background: {default: '#0f1318', paper: '#151a21'},
    text: {primary: '#e8ecf0', secondary: '#aab4bf'},
    divider: '#2b333d',
  },
} as const;
