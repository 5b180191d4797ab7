import * as React from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import SendIcon from '@mui/icons-material/Send';
import {
  DataGridPremium,
  PromptField,
  PromptFieldControl,
  PromptFieldSend,
  Toolbar,
  useGridApiContext,
} from '@mui/x-data-grid-premium';
import type {GridColDef} from '@mui/x-data-grid-premium';
import {createEmployees, DEPARTMENTS, type Employee} from '../data/people';

const rows = createEmployees(80, 81);

const columns: GridColDef<Employee>[] = [
  {field: 'name', headerName: 'Name', width: 170},
  {field: 'department', headerName: 'Department', type: 'singleSelect', valueOptions: [...DEPARTMENTS], width: 140},
  {field: 'role', headerName: 'Role', width: 130},
  {field: 'age', headerName: 'Age', type: 'number', width: 90},
  {field: 'salary', headerName: 'Salary', type: 'number', width: 120},
];

const HELP = 'Try "sort by salary descending", "only Design" or "reset".';

function CommandToolbar() {
  const apiRef = useGridApiContext();
  const [feedback, setFeedback] = React.useState(HELP);

  // Runs in the browser only: no request leaves the page. A real app would send the prompt
  // to its own back end here and apply the answer.
  const handleSubmit = (prompt: string) => {
    const text = prompt.trim().toLowerCase();
    const sortMatch = /^sort by (\w+)( desc| descending)?$/.exec(text);
    const column = sortMatch ? columns.find((col) => col.field === sortMatch[1]) : undefined;
    const department = DEPARTMENTS.find((name) => text === `only ${name.toLowerCase()}`);

    if (sortMatch && column) {
      const sort = sortMatch[2] ? 'desc' : 'asc';
      apiRef.current.setSortModel([{field: column.field, sort}]);
      setFeedback(`Sorted by ${column.headerName} (${sort === 'asc' ? 'ascending' : 'descending'}).`);
    } else if (department) {
      apiRef.current.setFilterModel({items: [{field: 'department', operator: 'is', value: department}]});
      setFeedback(`Showing the ${department} department.`);
    } else if (text === 'reset') {
      apiRef.current.setSortModel([]);
      apiRef.current.setFilterModel({items: []});
      setFeedback('Sorting and filters cleared.');
    } else {
      setFeedback(`"${prompt}" was not understood. ${HELP}`);
    }
  };

  return (
    <Toolbar style={{flexWrap: 'wrap', justifyContent: 'flex-start'}}>
      <PromptField onSubmit={handleSubmit} style={{flex: 1, minWidth: 240}}>
        <PromptFieldControl
          render={({ref, ...controlProps}) => (
            <TextField
              {...controlProps}
              inputRef={ref}
              fullWidth
              size="small"
              placeholder="Type a command and press Enter"
              slotProps={{
                htmlInput: {'aria-label': 'Command for the grid'},
                input: {
                  endAdornment: (
                    <Tooltip title="Send" describeChild>
                      <span>
                        <PromptFieldSend size="small" edge="end" color="primary" aria-label="Send">
                          <SendIcon fontSize="small" />
                        </PromptFieldSend>
                      </span>
                    </Tooltip>
                  ),
                },
              }}
            />
          )}
        />
      </PromptField>
      <Typography variant="body2" role="status" sx={{flexBasis: '100%', px: 0.5, color: 'text.secondary'}}>
        {feedback}
      </Typography>
    </Toolbar>
  );
}

export default function LocalCommandPromptGrid() {
  return (
    <Box sx={{height: 440, width: '100%'}}>
      <DataGridPremium
        aria-label="Employees controlled by typed commands"
        rows={rows}
        columns={columns}
        slots={{toolbar: CommandToolbar}}
        showToolbar
      />
    </Box>
  );
}
