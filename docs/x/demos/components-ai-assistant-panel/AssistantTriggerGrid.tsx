import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import {AiAssistantPanelTrigger, DataGridPremium, GridAiAssistantPanel, Toolbar} from '@mui/x-data-grid-premium';
import type {Conversation, GridColDef, PromptResponse} from '@mui/x-data-grid-premium';
import {createOrders, type Order} from '../data/orders';

const rows = createOrders(120, 102);

const columns: GridColDef<Order>[] = [
  {field: 'orderNumber', headerName: 'Order', width: 120},
  {field: 'customer', headerName: 'Customer', width: 150},
  {field: 'region', headerName: 'Region', width: 110},
  {field: 'total', headerName: 'Total', type: 'number', width: 120},
];

const emptyResponse: PromptResponse = {
  conversationId: 'local-orders',
  select: -1,
  filters: [],
  aggregation: {},
  sorting: [],
  grouping: [],
  pivoting: {},
  chart: null,
};

/** Recognises "largest" and "smallest" only; runs entirely in the browser. */
async function resolveLocally(prompt: string): Promise<PromptResponse> {
  const text = prompt.toLowerCase();
  if (text.includes('largest') || text.includes('smallest')) {
    return {...emptyResponse, sorting: [{column: 'total', direction: text.includes('largest') ? 'desc' : 'asc'}]};
  }
  throw new Error('Ask for the largest or the smallest orders.');
}

function AssistantToolbar() {
  return (
    <Toolbar>
      <AiAssistantPanelTrigger
        render={(props, state) => (
          <Button
            {...props}
            size="small"
            startIcon={<AutoAwesomeIcon />}
            variant={state.open ? 'contained' : 'outlined'}>
            Assistant
          </Button>
        )}
      />
    </Toolbar>
  );
}

export default function AssistantTriggerGrid() {
  const [conversations, setConversations] = React.useState<Conversation[]>([]);
  const promptCount = conversations.reduce((count, conversation) => count + conversation.prompts.length, 0);

  return (
    <Stack spacing={1}>
      <Box sx={{height: 460, width: '100%'}}>
        <DataGridPremium
          aria-label="Orders with an assistant button"
          rows={rows}
          columns={columns}
          showToolbar
          slots={{toolbar: AssistantToolbar, aiAssistantPanel: GridAiAssistantPanel}}
          aiAssistant
          onPrompt={resolveLocally}
          aiAssistantSuggestions={[{value: 'Show the largest orders first'}]}
          aiAssistantConversations={conversations}
          onAiAssistantConversationsChange={setConversations}
        />
      </Box>
      <Typography variant="body2" sx={{color: 'text.secondary'}}>
        Prompts in the history: {promptCount}
      </Typography>
    </Stack>
  );
}
