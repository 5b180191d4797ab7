import Stack from '@mui/joy/Stack';
import {
  CssVarsProvider,
  extendTheme,
  styled,
  useThemeProps,
  type ColorPaletteProp,
  type StyleOverrides,
  type VariantProp,
} from '@mui/joy/styles';
import type {ReactNode} from 'react';

interface StatProps {
  label: ReactNode;
  value: ReactNode;
  variant?: VariantProp;
  color?: ColorPaletteProp;
}

type StatOwnerState = StatProps & Required<Pick<StatProps, 'variant' | 'color'>>;

// Registers `AppStat` so that `extendTheme` accepts `components.AppStat`.
declare module '@mui/joy/styles' {
  interface Components<Theme> {
    AppStat?: {
      defaultProps?: Partial<StatProps>;
      styleOverrides?: StyleOverrides<'root' | 'label' | 'value', StatOwnerState, Theme>;
    };
  }
}

const StatRoot = styled('div', {name: 'AppStat', slot: 'root'})<{ownerState: StatOwnerState}>(
  ({theme, ownerState}) => ({
    ...theme.variants[ownerState.variant][ownerState.color],
    display: 'inline-flex',
    flexDirection: 'column',
    gap: theme.spacing(0.5),
    minWidth: 160,
    padding: theme.spacing(2, 2.5),
    borderRadius: theme.vars.radius.md,
  }),
);

const StatLabel = styled('div', {name: 'AppStat', slot: 'label'})<{ownerState: StatOwnerState}>(({theme}) => ({
  ...theme.typography['body-xs'],
  color: 'inherit',
}));

const StatValue = styled('div', {name: 'AppStat', slot: 'value'})<{ownerState: StatOwnerState}>(({theme}) => ({
  ...theme.typography.h3,
  color: 'inherit',
}));

function Stat(inProps: StatProps) {
  const props = useThemeProps({props: inProps, name: 'AppStat'});
  const {label, value, variant = 'outlined', color = 'neutral'} = props;
  // Style overrides receive `ownerState`, so pass it to every slot that reads it.
  const ownerState = {...props, variant, color};
  return (
    <StatRoot ownerState={ownerState}>
      <StatLabel ownerState={ownerState}>{label}</StatLabel>
      <StatValue ownerState={ownerState}>{value}</StatValue>
    </StatRoot>
  );
}

const theme = extendTheme({
  components: {
    AppStat: {
      defaultProps: {variant: 'soft', color: 'primary'},
      styleOverrides: {
        root: ({theme}) => ({borderRadius: theme.vars.radius.xl, boxShadow: theme.vars.shadow.sm}),
        label: {textTransform: 'uppercase', letterSpacing: '0.08em'},
        value: ({ownerState}) => ({
          fontVariantNumeric: 'tabular-nums',
          ...(ownerState.color === 'danger' && {fontWeight: 800}),
        }),
      },
    },
  },
});

export default function StatThemeOverrides() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{flexWrap: 'wrap', alignItems: 'flex-start'}}>
      <Stat label="Without theme" value="1,204" />
      {/* The theme reaches only the components inside this nested provider. */}
      <CssVarsProvider theme={theme} colorSchemeNode={null} disableNestedContext disableStyleSheetGeneration>
        <Stat label="With theme" value="1,204" />
        <Stat label="Errors" value="12" color="danger" />
      </CssVarsProvider>
    </Stack>
  );
}
