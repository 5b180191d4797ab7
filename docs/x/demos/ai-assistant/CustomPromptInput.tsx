import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {DataGridPremium, useGridApiRef} from '@mui/x-data-grid-premium';
import type {GridColDef} from '@mui/x-data-grid-premium';
import {createEmployees, DEPARTMENTS, COUNTRIES, type Employee} from '../data/people';
import {createAssistantStub} from '../data/assistantStub';

const rows = createEmployees(120, 152);

const columns: GridColDef<Employee>[] = [
  {field: 'name', headerName: 'Name', width: 170},
  {field: 'department', headerName: 'Department', type: 'singleSelect', valueOptions: [...DEPARTMENTS], width: 130},
  {field: 'country', headerName: 'Country', type: 'singleSelect', valueOptions: [...COUNTRIES], width: 110},
  {field: 'age', headerName: 'Age', type: 'number', width: 80},
  {field: 'salary', headerName: 'Salary', type: 'number', width: 110},
];

const onPrompt = createAssistantStub();

export default function CustomPromptInput() {
  const apiRef = useGridApiRef();
  const [prompt, setPrompt] = React.useState('group by department, average of salary');
  const [result, setResult] = React.useState<{severity: 'success' | 'error'; text: string} | null>(null);
  const [busy, setBusy] = React.useState(false);

  const send = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!apiRef.current || !prompt.trim()) {
      return;
    }
    setBusy(true);
    // Calls `onPrompt` with the prompt and the grid's context, then applies the answer.
    const response = await apiRef.current.aiAssistant.processPrompt(prompt);
    setBusy(false);
    if (response instanceof Error) {
      setResult({severity: 'error', text: response.message});
    } else {
      const parts = [
        `${response.filters.length} filter(s)`,
        `grouping: ${response.grouping.map((group) => group.column).join(', ') || 'none'}`,
        `sorting: ${response.sorting.map((sort) => `${sort.column} ${sort.direction}`).join(', ') || 'none'}`,
      ];
      setResult({severity: 'success', text: `Applied ${parts.join('; ')}.`});
    }
  };

  return (
    <Stack spacing={2}>
      <Typography variant="body2">
        The answers come from a local stub, not from an AI service: try “country is japan, sort by salary descending”,
        “salary over 100000” or “reset”.
      </Typography>
      <Stack component="form" direction="row" spacing={1} onSubmit={send} sx={{alignItems: 'flex-start'}}>
        <TextField
          size="small"
          fullWidth
          label="Ask the (stub) assistant"
          value={prompt}
          onChange={(event) => setPrompt(event.target.value)}
        />
        <Button type="submit" variant="contained" disabled={busy}>
          Send
        </Button>
      </Stack>
      {result && (
        <Alert severity={result.severity} role="status">
          {result.text}
        </Alert>
      )}
      <Box sx={{height: 400, width: '100%'}}>
        <DataGridPremium aria-label="Employees" apiRef={apiRef} rows={rows} columns={columns} aiAssistant onPrompt={onPrompt} />
      </Box>
    </Stack>
  );
}
