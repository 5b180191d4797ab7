import * as React from 'react';
import Box from '@mui/joy/Box';
import Chip from '@mui/joy/Chip';
import Link from '@mui/joy/Link';
import Stack from '@mui/joy/Stack';
import Tooltip from '@mui/joy/Tooltip';
import Typography from '@mui/joy/Typography';
import InfoOutlined from '@mui/icons-material/InfoOutlined';

function PlanDetails() {
  return (
    <Box sx={{maxWidth: 260, p: 0.5}}>
      <Typography level="title-sm" startDecorator={<InfoOutlined />} sx={{mb: 0.5}}>
        Team plan
      </Typography>
      <Typography level="body-xs" sx={{mb: 1}}>
        Up to 20 members, 200 GB of storage and priority support.
      </Typography>
      <Stack direction="row" spacing={0.5}>
        <Chip size="sm" color="success" variant="soft">
          Active
        </Chip>
        <Chip size="sm" variant="outlined">
          Renews 1 May
        </Chip>
      </Stack>
    </Box>
  );
}

export default function TooltipRichContent() {
  return (
    <Stack direction="row" spacing={4} sx={{flexWrap: 'wrap'}} useFlexGap>
      <Tooltip title={<PlanDetails />} variant="outlined" placement="bottom-start" arrow describeChild>
        <Link component="button" underline="always">
          Interactive (default)
        </Link>
      </Tooltip>
      <Tooltip
        title={<PlanDetails />}
        variant="outlined"
        placement="bottom-start"
        arrow
        describeChild
        disableInteractive>
        <Link component="button" underline="always">
          With disableInteractive
        </Link>
      </Tooltip>
    </Stack>
  );
}
