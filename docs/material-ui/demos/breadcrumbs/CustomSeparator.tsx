import * as React from 'react';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';

const trail = [
  {label: 'Account', href: '#account'},
  {label: 'Billing', href: '#billing'},
];

function Trail({separator}: {separator: React.ReactNode}) {
  return (
    <Breadcrumbs separator={separator} aria-label="breadcrumb">
      {trail.map((item) => (
        <Link key={item.label} underline="hover" color="inherit" href={item.href}>
          {item.label}
        </Link>
      ))}
      <Typography sx={{color: 'text.primary'}} aria-current="page">
        Invoices
      </Typography>
    </Breadcrumbs>
  );
}

export default function CustomSeparator() {
  return (
    <Stack spacing={2}>
      <Trail separator="›" />
      <Trail separator="-" />
      <Trail separator={<NavigateNextIcon fontSize="small" />} />
    </Stack>
  );
}
