import * as React from 'react';
import Box from '@mui/system/Box';

const plans = ['Starter', 'Team', 'Enterprise'];

export default function SxConditional() {
  const [selected, setSelected] = React.useState('Team');
  return (
    <Box role="group" aria-label="Plan" sx={{display: 'flex', flexWrap: 'wrap', gap: 1.5}}>
      {plans.map((plan) => {
        const isSelected = plan === selected;
        return (
          <Box
            key={plan}
            component="button"
            type="button"
            aria-pressed={isSelected}
            onClick={() => setSelected(plan)}
            // An array of style objects: falsy entries are skipped, later entries win.
            sx={[
              {
                px: 2,
                py: 1.5,
                // A value can be a function of the theme.
                minWidth: (theme) => theme.spacing(16),
                font: 'inherit',
                cursor: 'pointer',
                border: 1,
                borderColor: 'divider',
                borderRadius: 1,
                bgcolor: 'background.paper',
                color: 'text.primary',
                '&:hover': {borderColor: 'text.secondary'},
                '&:focus-visible': {outline: 2, outlineColor: 'primary.main', outlineOffset: 2},
              },
              isSelected && {
                borderColor: 'primary.main',
                bgcolor: 'action.selected',
                fontWeight: 'bold',
              },
            ]}>
            {plan}
          </Box>
        );
      })}
    </Box>
  );
}
