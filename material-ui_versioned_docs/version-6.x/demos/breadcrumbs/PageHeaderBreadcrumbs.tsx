import * as React from 'react';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import BookmarkIcon from '@mui/icons-material/Bookmark';
import BookmarkBorderIcon from '@mui/icons-material/BookmarkBorder';

export default function PageHeaderBreadcrumbs() {
  const [bookmarked, setBookmarked] = React.useState(false);

  return (
    <Box component="header" sx={{borderBottom: 1, borderColor: 'divider', pb: 2}}>
      {/* The title below names the current page, so the trail stops at its parent. */}
      <Breadcrumbs aria-label="breadcrumb" sx={{mb: 1}}>
        <Link underline="hover" color="inherit" href="/">
          Home
        </Link>
        <Link underline="hover" color="inherit" href="/material-ui/getting-started">
          Material UI
        </Link>
        <Link underline="hover" color="inherit" href="/material-ui/all-components">
          Components
        </Link>
      </Breadcrumbs>
      <Stack direction={{xs: 'column', sm: 'row'}} spacing={2} sx={{justifyContent: 'space-between', alignItems: {sm: 'center'}}}>
        <Box>
          <Typography variant="h5" component="h3">
            Breadcrumbs
          </Typography>
          <Typography variant="body2" sx={{color: 'text.secondary'}}>
            Navigation · last reviewed for version 7
          </Typography>
        </Box>
        <Stack direction="row" spacing={1}>
          <Button
            variant="outlined"
            aria-pressed={bookmarked}
            startIcon={bookmarked ? <BookmarkIcon /> : <BookmarkBorderIcon />}
            onClick={() => setBookmarked((value) => !value)}>
            {bookmarked ? 'Bookmarked' : 'Bookmark'}
          </Button>
          <Button variant="contained" href="/material-ui/api/breadcrumbs">
            API reference
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
