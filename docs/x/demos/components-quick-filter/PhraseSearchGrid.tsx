import * as React from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import {DataGrid, QuickFilter, QuickFilterControl, Toolbar} from '@mui/x-data-grid';
import type {GridColDef, GridFilterModel} from '@mui/x-data-grid';
import {createOrders, type Order} from '../data/orders';

const rows = createOrders(100, 52);

const columns: GridColDef<Order>[] = [
  {field: 'orderNumber', headerName: 'Order', width: 120},
  {field: 'customer', headerName: 'Customer', width: 160},
  {field: 'product', headerName: 'Product', width: 190},
  {field: 'region', headerName: 'Region', width: 110},
  {field: 'status', headerName: 'Status', width: 110},
];

/** Words become separate values, but "quoted text" stays one value, spaces included. */
function parsePhrases(input: string): string[] {
  return (input.match(/"[^"]*"|\S+/g) ?? []).map((token) => token.replace(/^"|"$/g, '')).filter(Boolean);
}

/** The reverse: used when the model changes from elsewhere, for example from `initialState`. */
function formatPhrases(values: unknown[]): string {
  return values.map((value) => (String(value).includes(' ') ? `"${String(value)}"` : String(value))).join(' ');
}

function PhraseSearchToolbar() {
  return (
    <Toolbar>
      <QuickFilter parser={parsePhrases} formatter={formatPhrases} debounceMs={400} expanded style={{flex: 1}}>
        <QuickFilterControl
          render={({ref, slotProps, ...controlProps}) => (
            <TextField
              {...controlProps}
              inputRef={ref}
              fullWidth
              size="small"
              placeholder='Words or "exact phrases"'
              slotProps={{...slotProps, htmlInput: {...slotProps?.htmlInput, 'aria-label': 'Search orders'}}}
            />
          )}
        />
      </QuickFilter>
    </Toolbar>
  );
}

const initialFilterModel: GridFilterModel = {items: [], quickFilterValues: ['Bean There', 'North']};

export default function PhraseSearchGrid() {
  return (
    <Box sx={{height: 420, width: '100%'}}>
      <DataGrid
        aria-label="Orders with phrase search"
        rows={rows}
        columns={columns}
        slots={{toolbar: PhraseSearchToolbar}}
        showToolbar
        initialState={{filter: {filterModel: initialFilterModel}}}
      />
    </Box>
  );
}
