import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  useGridApiRef,
  type GridColDef,
  type GridColumnVisibilityModel,
  type GridEventListener,
} from '@mui/x-data-grid';
import {createOrders, type Order} from '../data/orders';

const rows = createOrders(30, 143);

const columns: GridColDef<Order>[] = [
  {field: 'orderNumber', headerName: 'Order', width: 120},
  {field: 'customer', headerName: 'Customer', width: 150},
  {field: 'product', headerName: 'Product', width: 190},
  {field: 'region', headerName: 'Region', width: 100},
  {field: 'status', headerName: 'Status', width: 110},
  {field: 'total', headerName: 'Total', type: 'number', width: 110},
];

const STORAGE_KEY = 'data-grid-docs/column-layout';

interface SavedLayout {
  columnVisibilityModel: GridColumnVisibilityModel;
  dimensions: Record<string, {width: number}>;
}

const FIELDS = new Set(columns.map((column) => column.field));

function readLayout(): SavedLayout | null {
  try {
    const text = window.localStorage.getItem(STORAGE_KEY);
    if (!text) {
      return null;
    }
    const saved = JSON.parse(text) as SavedLayout;
    // Drop widths saved for columns this version of the grid no longer has.
    const dimensions = Object.fromEntries(
      Object.entries(saved.dimensions ?? {}).filter(([field]) => FIELDS.has(field)),
    );
    return {columnVisibilityModel: saved.columnVisibilityModel ?? {}, dimensions};
  } catch {
    // Storage can be unavailable (private browsing) or hold something unexpected.
    return null;
  }
}

function writeLayout(layout: SavedLayout) {
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(layout));
  } catch {
    // Saving is a convenience: ignore failures.
  }
}

function OrdersGrid({onSaved}: {onSaved: (saved: boolean) => void}) {
  const apiRef = useGridApiRef();
  const layout = React.useRef<SavedLayout>({columnVisibilityModel: {}, dimensions: {}});

  // Storage is read after mounting, never during render, so the server and browser render the same grid first.
  React.useEffect(() => {
    const saved = readLayout();
    if (saved) {
      layout.current = saved;
      apiRef.current?.restoreState({columns: saved});
      onSaved(true);
    }
  }, [apiRef, onSaved]);

  const save = () => {
    writeLayout(layout.current);
    onSaved(true);
  };

  const handleWidthChange: GridEventListener<'columnWidthChange'> = (params) => {
    layout.current = {
      ...layout.current,
      dimensions: {...layout.current.dimensions, [params.colDef.field]: {width: params.width}},
    };
    save();
  };

  const handleVisibilityChange = (model: GridColumnVisibilityModel) => {
    layout.current = {...layout.current, columnVisibilityModel: model};
    save();
  };

  return (
    <DataGrid
      label="Orders"
      apiRef={apiRef}
      rows={rows}
      columns={columns}
      showToolbar
      onColumnWidthChange={handleWidthChange}
      onColumnVisibilityModelChange={handleVisibilityChange}
    />
  );
}

export default function PersistColumnLayout() {
  // Changing the key mounts a fresh grid with the default layout.
  const [gridKey, setGridKey] = React.useState(0);
  const [saved, setSaved] = React.useState(false);

  const reset = () => {
    try {
      window.localStorage.removeItem(STORAGE_KEY);
    } catch {
      // Nothing to remove.
    }
    setSaved(false);
    setGridKey((key) => key + 1);
  };

  return (
    <Stack spacing={1.5} sx={{width: '100%'}}>
      <Stack direction="row" spacing={2} sx={{alignItems: 'center'}}>
        <Button variant="outlined" onClick={reset} disabled={!saved}>
          Reset layout
        </Button>
        <Typography variant="body2" role="status">
          {saved ? 'Your column layout is saved in this browser.' : 'Resize or hide a column to save a layout.'}
        </Typography>
      </Stack>
      <Box sx={{height: 400}}>
        <OrdersGrid key={gridKey} onSaved={setSaved} />
      </Box>
    </Stack>
  );
}
