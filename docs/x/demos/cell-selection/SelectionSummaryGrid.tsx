import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {DataGridPremium} from '@mui/x-data-grid-premium';
import type {GridCellSelectionModel, GridColDef} from '@mui/x-data-grid-premium';
import {createOrders, type Order} from '../data/orders';

const rows = createOrders(100, 92);
const rowsById = new Map(rows.map((row) => [row.id, row]));

const columns: GridColDef<Order>[] = [
  {field: 'orderNumber', headerName: 'Order', width: 120},
  {field: 'product', headerName: 'Product', width: 180},
  {field: 'quantity', headerName: 'Qty', type: 'number', width: 80},
  {field: 'unitPrice', headerName: 'Unit price', type: 'number', width: 110},
  {field: 'total', headerName: 'Total', type: 'number', width: 110},
];

/** Count, sum and average of the selected cells that hold numbers, like a spreadsheet's status bar. */
function summarize(model: GridCellSelectionModel) {
  const numbers: number[] = [];
  let cells = 0;
  for (const [rowId, fields] of Object.entries(model)) {
    const row = rowsById.get(Number(rowId));
    for (const [field, isSelected] of Object.entries(fields)) {
      if (!isSelected || !row) {
        continue;
      }
      cells += 1;
      const value = row[field as keyof Order];
      if (typeof value === 'number') {
        numbers.push(value);
      }
    }
  }
  const sum = numbers.reduce((total, value) => total + value, 0);
  return {cells, count: numbers.length, sum, average: numbers.length > 0 ? sum / numbers.length : 0};
}

const format = new Intl.NumberFormat('en-US', {maximumFractionDigits: 2});

export default function SelectionSummaryGrid() {
  const [cellSelectionModel, setCellSelectionModel] = React.useState<GridCellSelectionModel>({
    1: {total: true},
    2: {total: true},
    3: {total: true},
  });
  const {cells, count, sum, average} = summarize(cellSelectionModel);

  return (
    <Stack spacing={1}>
      <Box sx={{height: 400, width: '100%'}}>
        <DataGridPremium
          aria-label="Orders with a selection summary"
          rows={rows}
          columns={columns}
          cellSelection
          disableRowSelectionOnClick
          cellSelectionModel={cellSelectionModel}
          onCellSelectionModelChange={setCellSelectionModel}
          hideFooter
        />
      </Box>
      <Typography variant="body2" role="status">
        {cells === 0
          ? 'No cells selected'
          : `Selected cells: ${cells}, numbers: ${count}, sum: ${format.format(sum)}, average: ${format.format(average)}`}
      </Typography>
    </Stack>
  );
}
