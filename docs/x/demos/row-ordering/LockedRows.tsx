import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPro,
  type GridColDef,
  type GridRowOrderChangeParams,
  type IsRowReorderableParams,
  type ReorderValidationContext,
} from '@mui/x-data-grid-pro';

interface Step {
  id: number;
  title: string;
  locked: boolean;
}

const initialSteps: Step[] = [
  {id: 1, title: 'Freeze the main branch', locked: true},
  {id: 2, title: 'Run the full test suite', locked: true},
  {id: 3, title: 'Bump the version numbers', locked: false},
  {id: 4, title: 'Build the documentation', locked: false},
  {id: 5, title: 'Publish the packages', locked: false},
  {id: 6, title: 'Announce the release', locked: false},
];

const columns: GridColDef<Step>[] = [
  {field: 'title', headerName: 'Release step', flex: 1, minWidth: 220},
  {field: 'locked', headerName: 'Locked', type: 'boolean', width: 90},
];

// Locked steps have no drag handle...
const isRowReorderable = ({row}: IsRowReorderableParams<Step>) => !row.locked;

export default function LockedRows() {
  const [steps, setSteps] = React.useState(initialSteps);

  // ...and nothing can be dropped next to them, so they stay at the top.
  const isValidRowReorder = React.useCallback(
    ({targetNode}: ReorderValidationContext) => !steps.some((step) => step.id === targetNode.id && step.locked),
    [steps],
  );

  const handleRowOrderChange = ({oldIndex, targetIndex}: GridRowOrderChangeParams) => {
    setSteps((previous) => {
      const next = [...previous];
      const [moved] = next.splice(oldIndex, 1);
      if (moved) {
        next.splice(targetIndex, 0, moved);
      }
      return next;
    });
  };

  return (
    <Box sx={{height: 380, width: '100%'}}>
      <DataGridPro
        aria-label="Release checklist"
        rows={steps}
        columns={columns}
        rowReordering
        isRowReorderable={isRowReorderable}
        isValidRowReorder={isValidRowReorder}
        onRowOrderChange={handleRowOrderChange}
        hideFooter
      />
    </Box>
  );
}
