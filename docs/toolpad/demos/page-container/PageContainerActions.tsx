import * as React from 'react';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import {AppProvider, type Navigation} from '@toolpad/core/AppProvider';
import {PageContainer, PageHeaderToolbar} from '@toolpad/core/PageContainer';
import {PreviewFrame, usePreviewRouter} from '../shared/PreviewFrame';

const NAVIGATION: Navigation = [{segment: 'invoices', title: 'Invoices'}];

// Rendered on the right of the title. PageHeaderToolbar lays its children out in a row.
function InvoiceActions() {
  return (
    <PageHeaderToolbar>
      <Button variant="outlined" size="small" startIcon={<FileDownloadIcon />}>
        Export
      </Button>
      <Button variant="contained" size="small" startIcon={<AddIcon />}>
        New invoice
      </Button>
    </PageHeaderToolbar>
  );
}

export default function PageContainerActions() {
  const router = usePreviewRouter('/invoices');

  return (
    <PreviewFrame>
      {(theme) => (
        <AppProvider navigation={NAVIGATION} router={router} theme={theme}>
          <PageContainer slotProps={{header: {slots: {toolbar: InvoiceActions}}}}>
            <Typography>Twelve invoices are waiting for approval.</Typography>
          </PageContainer>
        </AppProvider>
      )}
    </PreviewFrame>
  );
}
