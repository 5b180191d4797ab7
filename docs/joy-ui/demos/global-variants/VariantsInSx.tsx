import * as React from 'react';
import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';

const plans = [
  {id: 'starter', name: 'Starter', price: '€0'},
  {id: 'team', name: 'Team', price: '€12'},
  {id: 'business', name: 'Business', price: '€29'},
];

export default function VariantsInSx() {
  const [selected, setSelected] = React.useState('team');

  return (
    <Box sx={{display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))', gap: 1.5}}>
      {plans.map((plan) => {
        const isSelected = plan.id === selected;
        return (
          <Box
            key={plan.id}
            component="button"
            type="button"
            aria-pressed={isSelected}
            onClick={() => setSelected(plan.id)}
            sx={(theme) => ({
              p: 2,
              borderRadius: 'md',
              font: 'inherit',
              textAlign: 'start',
              cursor: 'pointer',
              // The same style objects that Joy components use for their variants.
              ...theme.variants[isSelected ? 'soft' : 'outlined'][isSelected ? 'primary' : 'neutral'],
              '&:hover': theme.variants[isSelected ? 'softHover' : 'outlinedHover'][isSelected ? 'primary' : 'neutral'],
              '&:focus-visible': theme.focus.default,
            })}>
            <Typography level="title-md" sx={{color: 'inherit'}}>
              {plan.name}
            </Typography>
            <Typography level="body-sm" sx={{color: 'inherit'}}>
              {plan.price} per seat
            </Typography>
          </Box>
        );
      })}
    </Box>
  );
}
