import * as React from 'react';
import Chip from '@mui/joy/Chip';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import CheckCircle from '@mui/icons-material/CheckCircle';
import Schedule from '@mui/icons-material/Schedule';
import Warning from '@mui/icons-material/Warning';

export default function TypographyDecorators() {
  return (
    <Stack spacing={1.5}>
      <Typography startDecorator={<CheckCircle />} color="success">
        Backup finished
      </Typography>
      <Typography level="body-sm" startDecorator={<Schedule />}>
        Next run in 2 hours
      </Typography>
      {/* A Chip is a block element, so this line renders as a <div> rather than a <p>. */}
      <Typography
        component="div"
        level="title-md"
        endDecorator={
          <Chip size="sm" color="warning" variant="soft" startDecorator={<Warning />}>
            3 skipped
          </Chip>
        }>
        Photos library
      </Typography>
    </Stack>
  );
}
