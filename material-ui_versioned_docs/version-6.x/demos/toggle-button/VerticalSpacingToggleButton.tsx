import * as React from 'react';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup, {toggleButtonGroupClasses} from '@mui/material/ToggleButtonGroup';
import type {Theme} from '@mui/material/styles';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import StorefrontIcon from '@mui/icons-material/Storefront';
import BoltIcon from '@mui/icons-material/Bolt';

const {grouped, selected} = toggleButtonGroupClasses;

// Vertical groups join the buttons through their top borders, so restore those instead.
const spacedGroup = (theme: Theme) => ({
  gap: 1,
  [`& .${grouped}`]: {
    margin: 0,
    border: `1px solid ${theme.palette.divider}`,
    borderRadius: `${theme.shape.borderRadius}px`,
    justifyContent: 'flex-start',
    gap: 1.5,
  },
  [`& .${grouped}.${selected} + .${grouped}.${selected}`]: {
    margin: 0,
    borderTop: `1px solid ${theme.palette.divider}`,
  },
});

export default function VerticalSpacingToggleButton() {
  const [delivery, setDelivery] = React.useState('standard');

  return (
    <ToggleButtonGroup
      orientation="vertical"
      exclusive
      value={delivery}
      onChange={(_event, next: string | null) => {
        if (next !== null) setDelivery(next);
      }}
      aria-label="Delivery option"
      color="primary"
      sx={[spacedGroup, {width: 240}]}>
      <ToggleButton value="standard">
        <LocalShippingIcon aria-hidden /> Standard, 3–5 days
      </ToggleButton>
      <ToggleButton value="express">
        <BoltIcon aria-hidden /> Express, next day
      </ToggleButton>
      <ToggleButton value="pickup">
        <StorefrontIcon aria-hidden /> Pick up in store
      </ToggleButton>
    </ToggleButtonGroup>
  );
}
