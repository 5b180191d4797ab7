import * as React from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import {createTheme} from '@mui/material/styles';
import {AppProvider} from '@toolpad/core/AppProvider';
import {PageContainer} from '@toolpad/core/PageContainer';
import {PreviewFrame, usePreviewRouter} from '../shared/PreviewFrame';

const NAVIGATION = [{segment: 'reports', title: 'Reports'}];

// One theme per mode, created once. This page picks the one matching its own mode.
const themes = {
  light: createTheme({
    palette: {mode: 'light', primary: {main: '#00695c'}, secondary: {main: '#ad1457'}},
    shape: {borderRadius: 12},
    typography: {button: {textTransform: 'none'}},
  }),
  dark: createTheme({
    palette: {mode: 'dark', primary: {main: '#4db6ac'}, secondary: {main: '#f48fb1'}},
    shape: {borderRadius: 12},
    typography: {button: {textTransform: 'none'}},
  }),
};

export default function AppProviderTheme() {
  const router = usePreviewRouter('/reports');

  return (
    <PreviewFrame>
      {(pageTheme) => (
        <AppProvider navigation={NAVIGATION} router={router} theme={themes[pageTheme.palette.mode]}>
          <PageContainer>
            <Stack spacing={2} sx={{alignItems: 'flex-start'}}>
              <Alert severity="success">The monthly report is ready.</Alert>
              <Stack direction="row" spacing={1}>
                <Chip label="Finance" color="primary" />
                <Chip label="Quarterly" color="secondary" variant="outlined" />
              </Stack>
              <Stack direction="row" spacing={1}>
                <Button variant="contained">Download</Button>
                <Button variant="outlined">Share</Button>
              </Stack>
            </Stack>
          </PageContainer>
        </AppProvider>
      )}
    </PreviewFrame>
  );
}
