import * as React from 'react';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import HomeIcon from '@mui/icons-material/Home';
import FolderIcon from '@mui/icons-material/Folder';
import DescriptionIcon from '@mui/icons-material/Description';

const linkSx = {display: 'flex', alignItems: 'center', gap: 0.5};

export default function IconBreadcrumbs() {
  return (
    <Breadcrumbs aria-label="breadcrumb">
      <Link underline="hover" color="inherit" href="#home" sx={linkSx}>
        <HomeIcon fontSize="inherit" />
        Home
      </Link>
      <Link underline="hover" color="inherit" href="#projects" sx={linkSx}>
        <FolderIcon fontSize="inherit" />
        Projects
      </Link>
      <Typography sx={{...linkSx, color: 'text.primary'}} aria-current="page">
        <DescriptionIcon fontSize="inherit" />
        Launch plan
      </Typography>
    </Breadcrumbs>
  );
}
