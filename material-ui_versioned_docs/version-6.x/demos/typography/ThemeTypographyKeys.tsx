import * as React from 'react';
import Box from '@mui/material/Box';
import {styled} from '@mui/material/styles';

// A styled element that reuses the whole `button` text style from the theme.
const StatusTag = styled('span')(({theme}) => ({
  ...theme.typography.button,
  padding: theme.spacing(0.5, 1),
  borderRadius: theme.shape.borderRadius,
  backgroundColor: theme.palette.success.main,
  color: theme.palette.success.contrastText,
}));

const details = [
  {term: 'Order', value: 'Dining table, oak'},
  {term: 'Delivery', value: 'Thursday, between 8:00 and 12:00'},
];

export default function ThemeTypographyKeys() {
  return (
    <Box sx={{display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 2}}>
      <StatusTag>Shipped</StatusTag>
      <Box component="dl" sx={{m: 0}}>
        {details.map((item) => (
          <React.Fragment key={item.term}>
            {/* The `typography` key in sx applies a theme variant to any element. */}
            <Box component="dt" sx={{typography: 'overline', color: 'text.secondary'}}>
              {item.term}
            </Box>
            <Box component="dd" sx={{typography: 'body1', m: 0, mb: 1}}>
              {item.value}
            </Box>
          </React.Fragment>
        ))}
      </Box>
    </Box>
  );
}
