import * as React from 'react';
import composeClasses from '@mui/utils/composeClasses';
import generateUtilityClass from '@mui/material/generateUtilityClass';
import generateUtilityClasses from '@mui/material/generateUtilityClasses';
import Stack from '@mui/material/Stack';
import {
  createTheme,
  styled,
  ThemeProvider,
  useThemeProps,
  type ComponentsOverrides,
  type ComponentsProps,
  type ComponentsVariants,
  type SxProps,
  type Theme,
} from '@mui/material/styles';
// v6 types `theme.vars` only once the CSS theme variables augmentation is loaded; an app
// imports it once, in any file that its tsconfig includes.
import type {} from '@mui/material/themeCssVarsAugmentation';

type PriceTagSlot = 'root' | 'amount' | 'currency' | 'toneSale';

interface PriceTagProps {
  amount: number;
  currency?: string;
  tone?: 'regular' | 'sale';
  className?: string;
  classes?: Partial<Record<PriceTagSlot, string>>;
  sx?: SxProps<Theme>;
  ref?: React.Ref<HTMLSpanElement>;
}

declare module '@mui/material/styles' {
  interface ComponentsPropsList {
    AppPriceTag: Partial<PriceTagProps>;
  }
  interface ComponentNameToClassKey {
    AppPriceTag: PriceTagSlot;
  }
  interface Components {
    AppPriceTag?: {
      defaultProps?: ComponentsProps['AppPriceTag'];
      styleOverrides?: ComponentsOverrides<Theme>['AppPriceTag'];
      variants?: ComponentsVariants<Theme>['AppPriceTag'];
    };
  }
}

// Stable class names (AppPriceTag-root, AppPriceTag-amount...) that stylesheets can target.
const priceTagClasses = generateUtilityClasses('AppPriceTag', [
  'root',
  'amount',
  'currency',
  'toneSale',
]);

type OwnerState = Required<Pick<PriceTagProps, 'tone'>> & Pick<PriceTagProps, 'classes'>;

const useUtilityClasses = (ownerState: OwnerState) =>
  composeClasses(
    {
      root: ['root', ownerState.tone === 'sale' && 'toneSale'],
      amount: ['amount'],
      currency: ['currency'],
    },
    (slot) => generateUtilityClass('AppPriceTag', slot),
    ownerState.classes,
  );

const PriceTagRoot = styled('span', {name: 'AppPriceTag', slot: 'root'})<{ownerState: OwnerState}>(
  ({theme}) => ({
    display: 'inline-flex',
    alignItems: 'baseline',
    gap: theme.spacing(0.5),
    padding: theme.spacing(0.5, 1.5),
    borderRadius: theme.shape.borderRadius,
    border: `1px solid ${(theme.vars || theme).palette.divider}`,
    color: (theme.vars || theme).palette.text.primary,
  }),
);

const PriceTagAmount = styled('span', {name: 'AppPriceTag', slot: 'amount'})(({theme}) => ({
  ...theme.typography.h6,
  fontVariantNumeric: 'tabular-nums',
}));

const PriceTagCurrency = styled('span', {name: 'AppPriceTag', slot: 'currency'})(({theme}) => ({
  ...theme.typography.caption,
  color: (theme.vars || theme).palette.text.secondary,
}));

function PriceTag(inProps: PriceTagProps) {
  const props = useThemeProps({props: inProps, name: 'AppPriceTag'});
  const {amount, currency = 'EUR', tone = 'regular', className, classes, sx, ref} = props;
  const ownerState = {tone, classes};
  const slotClasses = useUtilityClasses(ownerState);
  return (
    <PriceTagRoot
      ref={ref}
      ownerState={ownerState}
      className={[slotClasses.root, className].filter(Boolean).join(' ')}
      sx={sx}
    >
      <PriceTagAmount className={slotClasses.amount}>{amount.toFixed(2)}</PriceTagAmount>
      <PriceTagCurrency className={slotClasses.currency}>{currency}</PriceTagCurrency>
    </PriceTagRoot>
  );
}

// What a consumer of the design system writes: no change to PriceTag itself.
const shopTheme = createTheme({
  components: {
    AppPriceTag: {
      defaultProps: {currency: 'USD'},
      styleOverrides: {
        currency: {fontWeight: 700},
      },
      variants: [
        {
          props: {tone: 'sale'},
          style: ({theme}) => ({
            borderColor: (theme.vars || theme).palette.error.main,
            color: (theme.vars || theme).palette.error.main,
          }),
        },
      ],
    },
  },
});

export default function ThemedPriceTag() {
  return (
    <ThemeProvider theme={shopTheme}>
      <Stack direction="row" spacing={2} useFlexGap sx={{flexWrap: 'wrap', justifyContent: 'center'}}>
        <PriceTag amount={49} />
        <PriceTag amount={29.5} tone="sale" />
        <PriceTag
          amount={120}
          currency="EUR"
          sx={{bgcolor: 'action.hover', [`& .${priceTagClasses.currency}`]: {letterSpacing: 1}}}
        />
      </Stack>
    </ThemeProvider>
  );
}
