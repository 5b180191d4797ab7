import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import InboxIcon from '@mui/icons-material/Inbox';
import visuallyHidden from '@mui/utils/visuallyHidden';
import {DataGrid, GridOverlay} from '@mui/x-data-grid';
import type {GridColDef} from '@mui/x-data-grid';
import {createOrders, type Order} from '../data/orders';

const sampleRows = createOrders(25, 132);

const columns: GridColDef<Order>[] = [
  {field: 'orderNumber', headerName: 'Order', width: 120},
  {field: 'customer', headerName: 'Customer', width: 150},
  {field: 'product', headerName: 'Product', width: 180},
  {field: 'total', headerName: 'Total', type: 'number', width: 110},
];

// GridOverlay gives the overlay the grid's position and centring. Overlays render inside the
// element with role="grid", which may only contain rows: keep them free of roles and focusable
// elements, and announce the state from a live region outside the grid instead.
function EmptyInbox() {
  return (
    <GridOverlay>
      <Stack spacing={1} sx={{alignItems: 'center', color: 'text.secondary'}}>
        <InboxIcon fontSize="large" aria-hidden />
        <Typography variant="body2">No orders yet. Load some with the button above.</Typography>
      </Stack>
    </GridOverlay>
  );
}

function LoadingOrders() {
  return (
    <GridOverlay>
      <Stack direction="row" spacing={1.5} sx={{alignItems: 'center'}}>
        <CircularProgress size={20} aria-hidden />
        <Typography variant="body2">Loading orders…</Typography>
      </Stack>
    </GridOverlay>
  );
}

export default function CustomEmptyStatesGrid() {
  const [rows, setRows] = React.useState<Order[]>([]);
  const [loading, setLoading] = React.useState(false);
  const timer = React.useRef<ReturnType<typeof setTimeout>>(undefined);

  React.useEffect(() => () => clearTimeout(timer.current), []);

  const load = () => {
    setLoading(true);
    // Stands in for a request: the rows arrive after a second.
    timer.current = setTimeout(() => {
      setRows(sampleRows);
      setLoading(false);
    }, 1000);
  };

  let status = `${rows.length} orders loaded.`;
  if (loading) {
    status = 'Loading orders…';
  } else if (rows.length === 0) {
    status = 'No orders yet.';
  }

  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={1}>
        <Button variant="outlined" size="small" onClick={load} disabled={loading || rows.length > 0}>
          Load orders
        </Button>
        <Button size="small" onClick={() => setRows([])} disabled={loading || rows.length === 0}>
          Clear
        </Button>
      </Stack>
      <Box sx={{height: 360, width: '100%'}}>
        <DataGrid
          aria-label="Orders with custom overlays"
          rows={rows}
          columns={columns}
          loading={loading}
          slots={{noRowsOverlay: EmptyInbox, loadingOverlay: LoadingOrders}}
        />
      </Box>
      {/* Announces what the overlays show; visually hidden because the overlays say it on screen. */}
      <Box role="status" sx={visuallyHidden}>
        {status}
      </Box>
    </Stack>
  );
}
