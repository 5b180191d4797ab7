import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import {DataGridPremium, GridAiAssistantPanel} from '@mui/x-data-grid-premium';
import type {GridColDef} from '@mui/x-data-grid-premium';
import {createOrders, ORDER_STATUSES, REGIONS, type Order} from '../data/orders';
import {createAssistantStub, STUB_EXAMPLES} from '../data/assistantStub';

const rows = createOrders(150, 151);

const columns: GridColDef<Order>[] = [
  {field: 'orderNumber', headerName: 'Order', width: 110},
  {field: 'customer', headerName: 'Customer', width: 150, description: 'The shop that placed the order'},
  {field: 'product', headerName: 'Product', width: 170},
  {field: 'region', headerName: 'Region', type: 'singleSelect', valueOptions: [...REGIONS], width: 100},
  {field: 'status', headerName: 'Status', type: 'singleSelect', valueOptions: [...ORDER_STATUSES], width: 110},
  {field: 'quantity', headerName: 'Quantity', type: 'number', width: 100},
  {field: 'total', headerName: 'Total', type: 'number', width: 110, description: 'Order value: quantity times unit price'},
];

// Stand-in for a prompt-processing service: recognises a few fixed phrasings, in the browser.
const onPrompt = createAssistantStub();

const suggestions = STUB_EXAMPLES.map((value) => ({value}));

export default function AiAssistantPanelStub() {
  return (
    <Stack spacing={2}>
      <Alert severity="info">
        This assistant is a local stub, not an AI service: it understands only a few fixed phrasings, such as the
        suggestions in its panel, and runs entirely in your browser.
      </Alert>
      <Box sx={{height: 460, width: '100%'}}>
        <DataGridPremium
          label="Orders"
          rows={rows}
          columns={columns}
          showToolbar
          aiAssistant
          onPrompt={onPrompt}
          aiAssistantSuggestions={suggestions}
          slots={{aiAssistantPanel: GridAiAssistantPanel}}
          localeText={{aiAssistantPanelTitle: 'Assistant (local stub)', toolbarAssistant: 'Assistant (local stub)'}}
        />
      </Box>
    </Stack>
  );
}
