import * as React from 'react';
import Badge, {badgeClasses} from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import {styled} from '@mui/material/styles';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCartOutlined';

// A reusable badge: a ring in the paper colour separates it from the icon, and it sits a
// little further out from the corner.
const CartBadge = styled(Badge)(({theme}) => ({
  [`& .${badgeClasses.badge}`]: {
    top: 4,
    right: -2,
    border: `2px solid ${theme.palette.background.paper}`,
    padding: '0 4px',
    fontWeight: theme.typography.fontWeightBold,
  },
}));

export default function CustomizedBadges() {
  return (
    <IconButton aria-label="Cart, 4 items">
      <CartBadge badgeContent={4} color="secondary">
        <ShoppingCartIcon />
      </CartBadge>
    </IconButton>
  );
}
