import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Snackbar from '@mui/material/Snackbar';
import {DataGrid, type GridColDef} from '@mui/x-data-grid';
import {createOrders, type Order} from '../data/orders';

const initialRows = createOrders(15, 32);

// Stands in for a request to your server: it rejects quantities above 50.
function saveOrder(order: Order): Promise<Order> {
  return new Promise((resolve, reject) => {
    setTimeout(() => {
      if (order.quantity > 50) {
        reject(new Error(`Order ${order.orderNumber}: the warehouse cannot ship more than 50 units.`));
      } else {
        resolve({...order, total: Math.round(order.quantity * order.unitPrice * 100) / 100});
      }
    }, 700);
  });
}

const columns: GridColDef<Order>[] = [
  {field: 'orderNumber', headerName: 'Order', width: 120},
  {field: 'product', headerName: 'Product', flex: 1, minWidth: 170},
  {field: 'quantity', headerName: 'Quantity (edit me)', type: 'number', width: 150, editable: true},
  {field: 'total', headerName: 'Total (from server)', type: 'number', width: 160},
];

type Feedback = {severity: 'success' | 'error'; message: string} | null;

export default function ServerPersistence() {
  const [feedback, setFeedback] = React.useState<Feedback>(null);

  const processRowUpdate = async (newRow: Order, oldRow: Order) => {
    if (newRow.quantity === oldRow.quantity) {
      return oldRow;
    }
    // While this promise is pending, the cell stays in edit mode.
    const saved = await saveOrder(newRow);
    setFeedback({severity: 'success', message: `Order ${saved.orderNumber} saved.`});
    return saved;
  };

  const handleProcessRowUpdateError = (error: Error) => {
    setFeedback({severity: 'error', message: error.message});
  };

  return (
    <Box sx={{height: 380, width: '100%'}}>
      <DataGrid
        aria-label="Orders saved to a server"
        rows={initialRows}
        columns={columns}
        processRowUpdate={processRowUpdate}
        onProcessRowUpdateError={handleProcessRowUpdateError}
      />
      <Snackbar open={feedback !== null} autoHideDuration={5000} onClose={() => setFeedback(null)}>
        {feedback ? (
          <Alert severity={feedback.severity} onClose={() => setFeedback(null)} variant="filled">
            {feedback.message}
          </Alert>
        ) : undefined}
      </Snackbar>
    </Box>
  );
}
