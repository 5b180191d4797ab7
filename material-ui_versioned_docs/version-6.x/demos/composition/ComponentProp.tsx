import * as React from 'react';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import UploadFileIcon from '@mui/icons-material/UploadFile';

export default function ComponentProp() {
  return (
    <Stack spacing={2} sx={{width: '100%', maxWidth: 360}}>
      {/* Looks like an h6, but is an h3 in the document outline. */}
      <Typography variant="h6" component="h3">
        Project settings
      </Typography>
      {/* A label element, so clicking the button opens the file picker. */}
      <Button component="label" variant="outlined" startIcon={<UploadFileIcon />}>
        Upload a logo
        <input type="file" accept="image/*" hidden />
      </Button>
      {/* A nav landmark containing real links. */}
      <List component="nav" aria-label="Related guides" dense>
        <ListItemButton component="a" href="/material-ui/6.x/guides/typescript/">
          <ListItemText primary="TypeScript" />
        </ListItemButton>
        <ListItemButton component="a" href="/material-ui/6.x/guides/api/">
          <ListItemText primary="API design approach" />
        </ListItemButton>
        <ListItemButton component="a" href="/material-ui/6.x/guides/testing/">
          <ListItemText primary="Testing" />
        </ListItemButton>
      </List>
    </Stack>
  );
}
