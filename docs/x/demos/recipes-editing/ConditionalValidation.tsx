import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, type GridColDef, type GridPreProcessEditCellProps} from '@mui/x-data-grid';

interface Invoice {
  id: number;
  client: string;
  amount: number;
  isPaid: boolean;
  paymentMethod: string;
}

const invoices: Invoice[] = [
  {id: 1, client: 'Atlas Cafe', amount: 420, isPaid: true, paymentMethod: 'Card'},
  {id: 2, client: 'Brew Lab', amount: 1310, isPaid: false, paymentMethod: ''},
  {id: 3, client: 'Cup & Co', amount: 96, isPaid: true, paymentMethod: 'Bank transfer'},
  {id: 4, client: 'Daily Grind', amount: 650, isPaid: false, paymentMethod: ''},
  {id: 5, client: 'Kettle House', amount: 233, isPaid: true, paymentMethod: 'Cash'},
];

const columns: GridColDef<Invoice>[] = [
  {field: 'client', headerName: 'Client', flex: 1, minWidth: 140},
  {field: 'amount', headerName: 'Amount', type: 'number', width: 100, editable: true},
  {field: 'isPaid', headerName: 'Paid?', type: 'boolean', width: 90, editable: true},
  {
    field: 'paymentMethod',
    headerName: 'Payment method (required if paid)',
    type: 'singleSelect',
    valueOptions: ['', 'Card', 'Bank transfer', 'Cash'],
    getOptionLabel: (option) => (option === '' ? 'None' : String(option)),
    width: 250,
    editable: true,
    // Re-run whenever any field of the row changes; `otherFieldsProps` holds their edited values.
    preProcessEditCellProps: (params: GridPreProcessEditCellProps<string>) => {
      const isPaid = Boolean(params.otherFieldsProps?.isPaid?.value);
      return {...params.props, error: isPaid && !params.props.value};
    },
  },
];

export default function ConditionalValidation() {
  return (
    <Box
      sx={{
        height: 340,
        width: '100%',
        '& .Mui-error': {outline: '2px solid', outlineColor: 'error.main', outlineOffset: -2},
      }}>
      <DataGrid aria-label="Invoices" rows={invoices} columns={columns} editMode="row" hideFooter />
    </Box>
  );
}
