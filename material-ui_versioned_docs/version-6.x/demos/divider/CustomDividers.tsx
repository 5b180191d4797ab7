import * as React from 'react';
import Divider, {dividerClasses} from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {styled} from '@mui/material/styles';

// A reusable section break: thicker, in the primary colour, with a bold label.
const SectionDivider = styled(Divider)(({theme}) => ({
  ...theme.typography.overline,
  color: theme.palette.primary.main,
  '&::before, &::after': {
    borderTopWidth: 2,
    borderColor: theme.palette.primary.main,
  },
  [`& .${dividerClasses.wrapper}`]: {
    fontWeight: theme.typography.fontWeightBold,
  },
}));

export default function CustomDividers() {
  return (
    <Stack spacing={3} sx={{maxWidth: 420}}>
      <Typography variant="body2">A thicker rule in the secondary colour:</Typography>
      <Divider sx={{borderBottomWidth: 4, borderColor: 'secondary.main'}} />
      <Typography variant="body2">A dashed rule, also for dividers with text:</Typography>
      <Divider sx={{borderStyle: 'dashed'}} />
      <Divider role="presentation" sx={{borderStyle: 'dashed', color: 'text.secondary'}}>
        Optional fields
      </Divider>
      <SectionDivider role="presentation" textAlign="left">
        Billing
      </SectionDivider>
    </Stack>
  );
}
