import * as React from 'react';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';

const trail = [
  {label: 'Material UI', href: '/material-ui/getting-started'},
  {label: 'Customization', href: '/material-ui/customization/how-to-customize'},
];

function Trail({separator, label}: {separator: React.ReactNode; label: string}) {
  return (
    <Breadcrumbs separator={separator} aria-label={label}>
      {trail.map((item) => (
        <Link key={item.label} underline="hover" color="inherit" href={item.href}>
          {item.label}
        </Link>
      ))}
      <Typography sx={{color: 'text.primary'}} aria-current="page">
        Theming
      </Typography>
    </Breadcrumbs>
  );
}

export default function CustomSeparator() {
  return (
    <Stack spacing={2}>
      <Trail separator="›" label="breadcrumb, chevron character" />
      <Trail separator="-" label="breadcrumb, dash" />
      <Trail separator={<NavigateNextIcon fontSize="small" />} label="breadcrumb, chevron icon" />
    </Stack>
  );
}
