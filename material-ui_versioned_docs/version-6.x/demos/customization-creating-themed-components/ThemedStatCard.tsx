import * as React from 'react';
import Stack from '@mui/material/Stack';
import {
  createTheme,
  styled,
  ThemeProvider,
  useThemeProps,
  type ComponentsOverrides,
  type ComponentsProps,
  type ComponentsVariants,
  type Theme,
} from '@mui/material/styles';
// v6 types `theme.vars` only once the CSS theme variables augmentation is loaded; an app
// imports it once, in any file that its tsconfig includes.
import type {} from '@mui/material/themeCssVarsAugmentation';

interface StatProps {
  value: number | string;
  unit: string;
  variant?: 'outlined' | 'filled';
}

// Registers AppStat in the theme types so createTheme accepts theme.components.AppStat.
declare module '@mui/material/styles' {
  interface ComponentsPropsList {
    AppStat: Partial<StatProps>;
  }
  interface ComponentNameToClassKey {
    AppStat: 'root' | 'value' | 'unit';
  }
  interface Components {
    AppStat?: {
      defaultProps?: ComponentsProps['AppStat'];
      styleOverrides?: ComponentsOverrides<Theme>['AppStat'];
      variants?: ComponentsVariants<Theme>['AppStat'];
    };
  }
}

// `name` links every slot to theme.components.AppStat; `slot` picks the styleOverrides key.
const StatRoot = styled('div', {name: 'AppStat', slot: 'root'})<{ownerState: StatProps}>(({theme}) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.spacing(0.5),
  padding: theme.spacing(2, 3),
  borderRadius: theme.shape.borderRadius,
  border: '1px solid',
  // `theme.vars` when the theme uses CSS variables, so colors follow the active color scheme.
  borderColor: (theme.vars || theme).palette.divider,
  backgroundColor: (theme.vars || theme).palette.background.paper,
  color: (theme.vars || theme).palette.text.primary,
  variants: [
    {
      props: {variant: 'filled'},
      style: {backgroundColor: (theme.vars || theme).palette.action.hover, borderColor: 'transparent'},
    },
  ],
}));

const StatValue = styled('div', {name: 'AppStat', slot: 'value'})(({theme}) => ({
  ...theme.typography.h4,
  fontWeight: 600,
}));

const StatUnit = styled('div', {name: 'AppStat', slot: 'unit'})(({theme}) => ({
  ...theme.typography.body2,
  color: (theme.vars || theme).palette.text.secondary,
}));

function Stat(inProps: StatProps) {
  // Merges theme.components.AppStat.defaultProps into the props.
  const props = useThemeProps({props: inProps, name: 'AppStat'});
  const {value, unit, variant = 'outlined'} = props;
  const ownerState = {...props, variant};
  return (
    <StatRoot ownerState={ownerState}>
      <StatValue>{value}</StatValue>
      <StatUnit>{unit}</StatUnit>
    </StatRoot>
  );
}

const brandTheme = createTheme({
  components: {
    AppStat: {
      defaultProps: {variant: 'filled'},
      styleOverrides: {
        value: {color: '#2e7d32'},
        unit: {textTransform: 'uppercase', letterSpacing: 1},
      },
    },
  },
});

export default function ThemedStatCard() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{flexWrap: 'wrap', justifyContent: 'center'}}>
      <Stat value="1,284" unit="Active users" />
      <ThemeProvider theme={brandTheme}>
        <Stat value="98.2%" unit="Uptime" />
      </ThemeProvider>
    </Stack>
  );
}
