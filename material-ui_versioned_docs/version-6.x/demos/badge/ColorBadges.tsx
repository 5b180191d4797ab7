import * as React from 'react';
import Badge, {type BadgeProps} from '@mui/material/Badge';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import MailIcon from '@mui/icons-material/Mail';

const colors: NonNullable<BadgeProps['color']>[] = [
  'default',
  'primary',
  'secondary',
  'error',
  'info',
  'success',
  'warning',
];

export default function ColorBadges() {
  return (
    <Stack direction="row" spacing={4} useFlexGap sx={{flexWrap: 'wrap'}}>
      {colors.map((color) => (
        <Stack key={color} spacing={1} sx={{alignItems: 'center'}}>
          <Badge badgeContent={4} color={color}>
            <MailIcon color="action" />
          </Badge>
          <Typography variant="caption">{color}</Typography>
        </Stack>
      ))}
    </Stack>
  );
}
