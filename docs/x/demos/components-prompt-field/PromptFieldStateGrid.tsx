import * as React from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SendIcon from '@mui/icons-material/Send';
import {DataGridPremium, PromptField, PromptFieldControl, PromptFieldSend, Toolbar} from '@mui/x-data-grid-premium';
import type {GridColDef} from '@mui/x-data-grid-premium';
import {createOrders, type Order} from '../data/orders';

const rows = createOrders(60, 82);

const columns: GridColDef<Order>[] = [
  {field: 'orderNumber', headerName: 'Order', width: 120},
  {field: 'customer', headerName: 'Customer', width: 150},
  {field: 'product', headerName: 'Product', width: 180},
  {field: 'total', headerName: 'Total', type: 'number', width: 110},
];

const MAX_LENGTH = 80;

/** Stands in for a request to your own service: answers after a short pause, without any network. */
function pretendToProcess(prompt: string): Promise<string> {
  return new Promise((resolve) => {
    setTimeout(() => resolve(`Received "${prompt}" (${prompt.length} characters).`), 800);
  });
}

function NotesToolbar() {
  const [lastAnswer, setLastAnswer] = React.useState('Nothing sent yet.');

  // While the returned promise is pending, the field and its buttons are disabled.
  const handleSubmit = async (prompt: string) => {
    setLastAnswer(await pretendToProcess(prompt));
  };

  return (
    <Toolbar style={{justifyContent: 'flex-start'}}>
      <PromptField
        onSubmit={handleSubmit}
        style={{flex: 1}}
        render={(props, state) => (
          <div {...props}>
            <div style={{display: 'flex', alignItems: 'center', gap: 8}}>
              <PromptFieldControl
                render={({ref, ...controlProps}) => (
                  <TextField
                    {...controlProps}
                    inputRef={ref}
                    fullWidth
                    size="small"
                    placeholder="Write a note"
                    slotProps={{htmlInput: {'aria-label': 'Note', maxLength: MAX_LENGTH}}}
                  />
                )}
              />
              <PromptFieldSend aria-label="Send the note" color="primary">
                <SendIcon fontSize="small" />
              </PromptFieldSend>
            </div>
            {state.disabled ? <LinearProgress aria-label="Sending" sx={{mt: 0.5}} /> : null}
            <Typography variant="caption" role="status" sx={{color: 'text.secondary'}}>
              {state.disabled ? 'Sending…' : `${state.value.length}/${MAX_LENGTH} characters. ${lastAnswer}`}
            </Typography>
          </div>
        )}
      />
    </Toolbar>
  );
}

export default function PromptFieldStateGrid() {
  return (
    <Box sx={{height: 440, width: '100%'}}>
      <DataGridPremium
        aria-label="Orders with a note field"
        rows={rows}
        columns={columns}
        slots={{toolbar: NotesToolbar}}
        showToolbar
      />
    </Box>
  );
}
