import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {teal} from '@mui/material/colors';
import GroupsIcon from '@mui/icons-material/Groups';

const variants = ['circular', 'rounded', 'square'] as const;

export default function VariantAvatars() {
  return (
    <Stack direction="row" spacing={4} useFlexGap sx={{flexWrap: 'wrap'}}>
      {variants.map((variant) => (
        <Stack key={variant} spacing={1} sx={{alignItems: 'center'}}>
          <Stack direction="row" spacing={1}>
            <Avatar variant={variant} alt="Bruno Okafor" src="/img/material-ui/avatar/bruno.svg" />
            <Avatar variant={variant} role="img" aria-label="Quality assurance team" sx={{bgcolor: teal[700]}}>
              QA
            </Avatar>
            <Avatar variant={variant}>
              <GroupsIcon />
            </Avatar>
          </Stack>
          <Typography variant="caption">
            <code>{variant}</code>
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}
