import * as React from 'react';
import Box from '@mui/material/Box';
import {createTheme, ThemeProvider, useTheme} from '@mui/material/styles';
import type {ThemeOptions} from '@mui/material/styles';
import {DataGrid} from '@mui/x-data-grid';
import type {GridColDef} from '@mui/x-data-grid';
// Adds `MuiDataGrid` to the types of the theme's `components`.
import type {} from '@mui/x-data-grid/themeAugmentation';
import {createOrders, type Order} from '../data/orders';

const rows = createOrders(50, 114);

const columns: GridColDef<Order>[] = [
  {field: 'orderNumber', headerName: 'Order', width: 120},
  {field: 'customer', headerName: 'Customer', width: 150},
  {field: 'product', headerName: 'Product', width: 180},
  {field: 'total', headerName: 'Total', type: 'number', width: 110},
];

// Typed as theme options, so the style override callbacks know the theme's type.
const gridOverrides: ThemeOptions = {
  components: {
    MuiDataGrid: {
      defaultProps: {
        density: 'compact',
        showCellVerticalBorder: true,
      },
      styleOverrides: {
        root: {
          borderRadius: 0,
        },
        columnHeader: ({theme}) => ({
          backgroundColor: (theme.vars ?? theme).palette.primary.main,
          color: (theme.vars ?? theme).palette.primary.contrastText,
        }),
        columnHeaderTitle: {
          fontWeight: 700,
        },
      },
    },
  },
};

export default function ThemeOverridesGrid() {
  const outerTheme = useTheme();
  // Derived from the page's theme, and applied to this grid only.
  const theme = React.useMemo(() => createTheme(outerTheme, gridOverrides), [outerTheme]);

  return (
    <ThemeProvider theme={theme}>
      <Box sx={{height: 400, width: '100%'}}>
        <DataGrid aria-label="Orders styled by the theme" rows={rows} columns={columns} />
      </Box>
    </ThemeProvider>
  );
}
