import * as React from 'react';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

const folders = ['Drive', 'Company', 'Marketing', 'Campaigns', '2025', 'Spring launch'];

export default function CollapsedBreadcrumbs() {
  return (
    <Breadcrumbs maxItems={4} itemsBeforeCollapse={1} itemsAfterCollapse={2} aria-label="breadcrumb">
      {folders.map((folder) => (
        <Link key={folder} underline="hover" color="inherit" href={`#${folder.toLowerCase().replace(/ /g, '-')}`}>
          {folder}
        </Link>
      ))}
      <Typography sx={{color: 'text.primary'}} aria-current="page">
        Poster.svg
      </Typography>
    </Breadcrumbs>
  );
}
