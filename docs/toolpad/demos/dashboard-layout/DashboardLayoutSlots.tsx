import * as React from 'react';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import NotificationsIcon from '@mui/icons-material/Notifications';
import SearchIcon from '@mui/icons-material/Search';
import ArticleIcon from '@mui/icons-material/Article';
import PhotoIcon from '@mui/icons-material/Photo';
import EditNoteIcon from '@mui/icons-material/EditNote';
import {AppProvider} from '@toolpad/core/AppProvider';
import {DashboardLayout, type SidebarFooterProps} from '@toolpad/core/DashboardLayout';
import {PageContainer} from '@toolpad/core/PageContainer';
import {PreviewFrame, usePreviewRouter} from '../shared/PreviewFrame';

const NAVIGATION = [
  {segment: 'articles', title: 'Articles', icon: <ArticleIcon />},
  {segment: 'media', title: 'Media', icon: <PhotoIcon />},
];

const BRANDING = {title: 'Newsroom', logo: <EditNoteIcon color="primary" fontSize="large" />};

// Replaces the default header actions (theme switcher and account menu).
function HeaderActions() {
  return (
    <Stack direction="row" spacing={1} alignItems="center">
      <TextField
        size="small"
        placeholder="Search"
        sx={{display: {xs: 'none', md: 'inline-flex'}}}
        slotProps={{
          htmlInput: {'aria-label': 'Search articles'},
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
      <Tooltip title="Notifications">
        <IconButton aria-label="Notifications, 3 unread">
          <Badge badgeContent={3} color="error">
            <NotificationsIcon />
          </Badge>
        </IconButton>
      </Tooltip>
    </Stack>
  );
}

// Rendered at the bottom of the sidebar; `mini` is true while it is collapsed.
function SidebarFooter({mini}: SidebarFooterProps) {
  return (
    <Typography variant="caption" sx={{m: 1, whiteSpace: 'nowrap', overflow: 'hidden'}}>
      {mini ? 'v2.4' : 'Newsroom v2.4 · All systems normal'}
    </Typography>
  );
}

export default function DashboardLayoutSlots() {
  const router = usePreviewRouter('/articles');

  return (
    <PreviewFrame height={380}>
      {(theme) => (
        <AppProvider navigation={NAVIGATION} branding={BRANDING} router={router} theme={theme}>
          <DashboardLayout
            slots={{toolbarActions: HeaderActions, sidebarFooter: SidebarFooter}}
            sx={{height: '100%', width: '100%'}}>
            <PageContainer>
              <Typography>The header and the sidebar footer come from slots.</Typography>
            </PageContainer>
          </DashboardLayout>
        </AppProvider>
      )}
    </PreviewFrame>
  );
}
