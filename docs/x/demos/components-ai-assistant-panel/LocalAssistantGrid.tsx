import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGridPremium, GridAiAssistantPanel} from '@mui/x-data-grid-premium';
import type {GridColDef, PromptResponse, PromptSuggestion} from '@mui/x-data-grid-premium';
import {createEmployees, DEPARTMENTS, type Employee} from '../data/people';

const rows = createEmployees(120, 101);

const columns: GridColDef<Employee>[] = [
  {field: 'name', headerName: 'Name', width: 170},
  {field: 'department', headerName: 'Department', type: 'singleSelect', valueOptions: [...DEPARTMENTS], width: 140},
  {field: 'role', headerName: 'Role', width: 130},
  {field: 'age', headerName: 'Age', type: 'number', width: 90},
  {field: 'salary', headerName: 'Salary', type: 'number', width: 120},
];

const suggestions: PromptSuggestion[] = [
  {value: 'Sort by salary descending'},
  {value: 'Only Engineering'},
  {value: 'Average salary by department'},
];

/**
 * A stand-in for a language model: a few patterns recognised in the browser. Nothing is sent
 * over the network; a real app would call its own service here and return its answer.
 */
async function resolvePromptLocally(prompt: string): Promise<PromptResponse> {
  const text = prompt.toLowerCase();
  const response: PromptResponse = {
    conversationId: 'local-conversation',
    select: -1,
    filters: [],
    aggregation: {},
    sorting: [],
    grouping: [],
    pivoting: {},
    chart: null,
  };
  const sortMatch = /sort by (name|role|age|salary)( desc| descending)?/.exec(text);
  if (sortMatch?.[1]) {
    response.sorting.push({column: sortMatch[1], direction: sortMatch[2] ? 'desc' : 'asc'});
  }
  const department = DEPARTMENTS.find((name) => text.includes(`only ${name.toLowerCase()}`));
  if (department) {
    response.filters.push({column: 'department', operator: 'is', value: department});
  }
  if (text.includes('by department')) {
    response.grouping.push({column: 'department'});
    response.aggregation = {salary: text.includes('average') ? 'avg' : 'sum'};
  }
  if (!sortMatch && !department && response.grouping.length === 0) {
    // Shown under the prompt in the panel.
    throw new Error('Not understood: try one of the suggestions.');
  }
  return response;
}

export default function LocalAssistantGrid() {
  return (
    <Box sx={{height: 500, width: '100%'}}>
      <DataGridPremium
        aria-label="Employees with a local assistant"
        rows={rows}
        columns={columns}
        showToolbar
        aiAssistant
        slots={{aiAssistantPanel: GridAiAssistantPanel}}
        onPrompt={resolvePromptLocally}
        aiAssistantSuggestions={suggestions}
      />
    </Box>
  );
}
