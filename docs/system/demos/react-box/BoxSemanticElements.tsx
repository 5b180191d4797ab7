import * as React from 'react';
import Box from '@mui/system/Box';

const order = [
  {label: 'Order', value: '#40218'},
  {label: 'Placed', value: '12 March 2025'},
  {label: 'Items', value: '3'},
  {label: 'Total', value: '€84.50'},
];

export default function BoxSemanticElements() {
  const titleId = React.useId();
  return (
    <Box
      component="section"
      aria-labelledby={titleId}
      sx={{
        width: '100%',
        maxWidth: 360,
        p: 2,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: 'background.paper',
      }}>
      <Box component="h3" id={titleId} sx={{m: 0, mb: 1.5, fontSize: 16}}>
        Order summary
      </Box>
      {/* A description list: each div groups one dt/dd pair, display: contents lets the pair join the grid. */}
      <Box
        component="dl"
        sx={{display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 3, rowGap: 1, m: 0, fontSize: 14}}>
        {order.map(({label, value}) => (
          <Box key={label} sx={{display: 'contents'}}>
            <Box component="dt" sx={{color: 'text.secondary'}}>
              {label}
            </Box>
            <Box component="dd" sx={{m: 0, fontWeight: 600, textAlign: 'right'}}>
              {value}
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
