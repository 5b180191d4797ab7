import Stack from '@mui/joy/Stack';
import {styled, useThemeProps, type ColorPaletteProp, type VariantProp} from '@mui/joy/styles';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import type {ReactNode} from 'react';

interface StatProps {
  label: ReactNode;
  value: ReactNode;
  variant?: VariantProp;
  color?: ColorPaletteProp;
  size?: 'sm' | 'md';
}

type StatOwnerState = StatProps & Required<Pick<StatProps, 'variant' | 'color' | 'size'>>;

// `name` links the slots to `theme.components.AppStat`; `slot` is the key in `styleOverrides`.
const StatRoot = styled('div', {name: 'AppStat', slot: 'root'})<{ownerState: StatOwnerState}>(
  ({theme, ownerState}) => ({
    // Joy's global variants: the same recipe a Card or Chip uses for this variant and colour.
    ...theme.variants[ownerState.variant][ownerState.color],
    display: 'inline-flex',
    flexDirection: 'column',
    gap: theme.spacing(0.5),
    minWidth: 160,
    padding: ownerState.size === 'sm' ? theme.spacing(1, 1.5) : theme.spacing(2, 2.5),
    borderRadius: theme.vars.radius.md,
  }),
);

const StatLabel = styled('div', {name: 'AppStat', slot: 'label'})(({theme}) => ({
  ...theme.typography['body-xs'],
  color: 'inherit',
  opacity: 0.8,
}));

const StatValue = styled('div', {name: 'AppStat', slot: 'value'})<{ownerState: StatOwnerState}>(
  ({theme, ownerState}) => ({
    ...theme.typography[ownerState.size === 'sm' ? 'title-lg' : 'h3'],
    color: 'inherit',
    display: 'flex',
    alignItems: 'center',
    gap: theme.spacing(1),
  }),
);

function Stat(inProps: StatProps) {
  // Merges `theme.components.AppStat.defaultProps` into the props.
  const props = useThemeProps({props: inProps, name: 'AppStat'});
  const {label, value, variant = 'outlined', color = 'neutral', size = 'md'} = props;
  const ownerState = {...props, variant, color, size};
  return (
    <StatRoot ownerState={ownerState}>
      <StatLabel>{label}</StatLabel>
      <StatValue ownerState={ownerState}>{value}</StatValue>
    </StatRoot>
  );
}

export default function StatBasics() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{flexWrap: 'wrap', alignItems: 'flex-start'}}>
      <Stat label="Active users" value="2,481" />
      <Stat
        label="Conversion"
        value={
          <>
            4.7% <TrendingUpIcon />
          </>
        }
        variant="soft"
        color="success"
      />
      <Stat label="Open incidents" value="3" variant="solid" color="danger" />
      <Stat label="Queue" value="18" size="sm" variant="soft" color="primary" />
    </Stack>
  );
}
