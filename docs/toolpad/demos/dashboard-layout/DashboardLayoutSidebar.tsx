import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import FolderIcon from '@mui/icons-material/Folder';
import StarIcon from '@mui/icons-material/Star';
import DeleteIcon from '@mui/icons-material/Delete';
import CloudIcon from '@mui/icons-material/Cloud';
import {AppProvider} from '@toolpad/core/AppProvider';
import {DashboardLayout} from '@toolpad/core/DashboardLayout';
import {PageContainer} from '@toolpad/core/PageContainer';
import {PreviewFrame, usePreviewRouter} from '../shared/PreviewFrame';

const NAVIGATION = [
  {segment: 'files', title: 'My files', icon: <FolderIcon />},
  {segment: 'starred', title: 'Starred', icon: <StarIcon />},
  {segment: 'trash', title: 'Trash', icon: <DeleteIcon />},
];

const BRANDING = {title: 'Drive', logo: <CloudIcon color="primary" fontSize="large" />};

export default function DashboardLayoutSidebar() {
  const router = usePreviewRouter('/files');
  const [startCollapsed, setStartCollapsed] = React.useState(false);
  const [disableCollapsible, setDisableCollapsible] = React.useState(false);
  const [hideNavigation, setHideNavigation] = React.useState(false);

  return (
    <Stack spacing={1} sx={{width: '100%'}}>
      <Stack direction={{xs: 'column', sm: 'row'}} spacing={{sm: 2}}>
        <FormControlLabel
          control={<Switch checked={startCollapsed} onChange={(event) => setStartCollapsed(event.target.checked)} />}
          label="defaultSidebarCollapsed"
        />
        <FormControlLabel
          control={
            <Switch checked={disableCollapsible} onChange={(event) => setDisableCollapsible(event.target.checked)} />
          }
          label="disableCollapsibleSidebar"
        />
        <FormControlLabel
          control={<Switch checked={hideNavigation} onChange={(event) => setHideNavigation(event.target.checked)} />}
          label="hideNavigation"
        />
      </Stack>
      <PreviewFrame height={360}>
        {(theme) => (
          <AppProvider navigation={NAVIGATION} branding={BRANDING} router={router} theme={theme}>
            <DashboardLayout
              // defaultSidebarCollapsed is read once: remount the layout when it changes.
              key={String(startCollapsed)}
              defaultSidebarCollapsed={startCollapsed}
              disableCollapsibleSidebar={disableCollapsible}
              hideNavigation={hideNavigation}
              sidebarExpandedWidth={240}
              sx={{height: '100%', width: '100%'}}>
              <PageContainer>
                <Typography>Use the menu button in the header to collapse the sidebar to its mini variant.</Typography>
              </PageContainer>
            </DashboardLayout>
          </AppProvider>
        )}
      </PreviewFrame>
    </Stack>
  );
}
