import * as React from 'react';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import CheckIcon from '@mui/icons-material/Check';
import SettingsIcon from '@mui/icons-material/Settings';
import {
  DataGrid,
  Toolbar,
  ToolbarButton,
  useGridApiContext,
  useGridSelector,
  gridDensitySelector,
} from '@mui/x-data-grid';
import type {GridColDef, GridDensity} from '@mui/x-data-grid';
import {createEmployees, type Employee} from '../data/people';

const rows = createEmployees(60, 33);

const columns: GridColDef<Employee>[] = [
  {field: 'name', headerName: 'Name', width: 170},
  {field: 'department', headerName: 'Department', width: 140},
  {field: 'role', headerName: 'Role', width: 130},
  {field: 'salary', headerName: 'Salary', type: 'number', width: 120},
];

const DENSITY_OPTIONS: {label: string; value: GridDensity}[] = [
  {label: 'Compact', value: 'compact'},
  {label: 'Standard', value: 'standard'},
  {label: 'Comfortable', value: 'comfortable'},
];

function SettingsToolbar() {
  const apiRef = useGridApiContext();
  // Reading the density through a selector re-renders the toolbar when it changes.
  const density = useGridSelector(apiRef, gridDensitySelector);
  const [open, setOpen] = React.useState(false);
  const triggerRef = React.useRef<HTMLButtonElement>(null);
  const menuId = React.useId();
  const triggerId = React.useId();

  return (
    <Toolbar>
      <Tooltip title="Settings">
        <ToolbarButton
          ref={triggerRef}
          id={triggerId}
          aria-controls={menuId}
          aria-haspopup="true"
          aria-expanded={open ? 'true' : undefined}
          onClick={() => setOpen(true)}>
          <SettingsIcon fontSize="small" />
        </ToolbarButton>
      </Tooltip>
      <Menu
        id={menuId}
        anchorEl={triggerRef.current}
        open={open}
        onClose={() => setOpen(false)}
        anchorOrigin={{vertical: 'bottom', horizontal: 'right'}}
        transformOrigin={{vertical: 'top', horizontal: 'right'}}
        slotProps={{list: {'aria-labelledby': triggerId}}}>
        {DENSITY_OPTIONS.map((option) => (
          <MenuItem
            key={option.value}
            selected={density === option.value}
            onClick={() => {
              apiRef.current.setDensity(option.value);
              setOpen(false);
            }}>
            <ListItemIcon>{density === option.value ? <CheckIcon fontSize="small" /> : null}</ListItemIcon>
            <ListItemText>{option.label}</ListItemText>
          </MenuItem>
        ))}
        <Divider />
        <MenuItem
          onClick={() => {
            void apiRef.current.autosizeColumns({includeHeaders: true});
            setOpen(false);
          }}>
          <ListItemIcon />
          <ListItemText>Fit columns to content</ListItemText>
        </MenuItem>
      </Menu>
    </Toolbar>
  );
}

export default function SettingsMenuToolbarGrid() {
  return (
    <Box sx={{height: 420, width: '100%'}}>
      <DataGrid
        aria-label="Employees with a settings menu"
        rows={rows}
        columns={columns}
        slots={{toolbar: SettingsToolbar}}
        showToolbar
        initialState={{density: 'compact'}}
      />
    </Box>
  );
}
