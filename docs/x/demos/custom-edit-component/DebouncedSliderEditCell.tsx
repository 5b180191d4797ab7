import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import {DataGrid, useGridApiContext, type GridColDef, type GridRenderEditCellParams} from '@mui/x-data-grid';

interface Project {
  id: number;
  name: string;
  progress: number;
}

const projects: Project[] = [
  {id: 1, name: 'Website redesign', progress: 65},
  {id: 2, name: 'Billing migration', progress: 30},
  {id: 3, name: 'Mobile app release', progress: 90},
  {id: 4, name: 'Warehouse scanners', progress: 10},
  {id: 5, name: 'Annual report', progress: 45},
];

function ProgressEditor({id, field, value, hasFocus, row}: GridRenderEditCellParams<Project, number>) {
  const apiRef = useGridApiContext();
  const [local, setLocal] = React.useState(value ?? 0);
  const ref = React.useRef<HTMLSpanElement>(null);

  React.useEffect(() => {
    if (hasFocus) {
      ref.current?.querySelector<HTMLInputElement>('input')?.focus();
    }
  }, [hasFocus]);

  const handleChange = (_event: Event, newValue: number) => {
    setLocal(newValue);
    // Dragging fires many changes; the grid only stores the last one after 200 ms of calm.
    apiRef.current.setEditCellValue({id, field, value: newValue, debounceMs: 200});
  };

  return (
    <Box sx={{px: 2, width: '100%', display: 'flex', alignItems: 'center'}}>
      <Slider
        ref={ref}
        size="small"
        value={local}
        onChange={handleChange}
        step={5}
        aria-label={`Progress of ${row.name}`}
        valueLabelDisplay="auto"
        valueLabelFormat={(progress) => `${progress}%`}
      />
    </Box>
  );
}

const columns: GridColDef<Project>[] = [
  {field: 'name', headerName: 'Project', flex: 1, minWidth: 180},
  {
    field: 'progress',
    headerName: 'Progress',
    type: 'number',
    width: 200,
    editable: true,
    valueFormatter: (value: number) => `${value}%`,
    renderEditCell: (params: GridRenderEditCellParams<Project, number>) => <ProgressEditor {...params} />,
  },
];

export default function DebouncedSliderEditCell() {
  return (
    <Box sx={{height: 340, width: '100%'}}>
      <DataGrid aria-label="Project progress" rows={projects} columns={columns} hideFooter />
    </Box>
  );
}
