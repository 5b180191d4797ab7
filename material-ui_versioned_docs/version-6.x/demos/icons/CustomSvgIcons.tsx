import * as React from 'react';
import Stack from '@mui/material/Stack';
import SvgIcon from '@mui/material/SvgIcon';
import type {SvgIconProps} from '@mui/material/SvgIcon';

// A mountain drawn on the default 24 x 24 grid.
function MountainIcon(props: SvgIconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M2 20 9 7l4 7 2-3 7 9z" />
      <circle cx="17" cy="6" r="2" />
    </SvgIcon>
  );
}

// A drawing exported on a 48 x 48 canvas keeps its own coordinates.
function LeafIcon(props: SvgIconProps) {
  return (
    <SvgIcon viewBox="0 0 48 48" {...props}>
      <path d="M40 6C20 6 8 16 8 30c0 4 1 8 3 11l3-3c7-11 15-17 23-20-9 5-16 12-21 21h4c15 0 20-14 20-33z" />
    </SvgIcon>
  );
}

export default function CustomSvgIcons() {
  return (
    <Stack direction="row" spacing={3} sx={{alignItems: 'center'}}>
      <MountainIcon />
      <MountainIcon color="primary" fontSize="large" />
      <LeafIcon color="success" />
      <LeafIcon color="success" fontSize="large" />
      <SvgIcon color="secondary" fontSize="large">
        {/* An outlined shape: stroke instead of fill. */}
        <rect x="4" y="4" width="16" height="16" rx="4" fill="none" stroke="currentColor" strokeWidth="2" />
      </SvgIcon>
    </Stack>
  );
}
