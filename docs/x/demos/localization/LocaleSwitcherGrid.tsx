import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {DataGrid} from '@mui/x-data-grid';
import type {GridColDef} from '@mui/x-data-grid';
import {deDE, enUS, frFR, jaJP} from '@mui/x-data-grid/locales';
import {createEmployees, type Employee} from '../data/people';

const rows = createEmployees(60, 121);

// The locale object translates the grid's own texts; column headers are yours to translate.
const LOCALES = {
  'en-US': {label: 'English', grid: enUS, headers: ['Name', 'Salary', 'Joined']},
  'fr-FR': {label: 'Français', grid: frFR, headers: ['Nom', 'Salaire', 'Arrivée']},
  'de-DE': {label: 'Deutsch', grid: deDE, headers: ['Name', 'Gehalt', 'Eintritt']},
  'ja-JP': {label: '日本語', grid: jaJP, headers: ['氏名', '給与', '入社日']},
} as const;

type LocaleTag = keyof typeof LOCALES;

export default function LocaleSwitcherGrid() {
  const [tag, setTag] = React.useState<LocaleTag>('fr-FR');

  // Numbers and dates are formatted by the columns, not by the grid's locale.
  const columns = React.useMemo<GridColDef<Employee>[]>(() => {
    const [name, salary, joined] = LOCALES[tag].headers;
    const money = new Intl.NumberFormat(tag, {style: 'currency', currency: 'EUR', maximumFractionDigits: 0});
    const date = new Intl.DateTimeFormat(tag, {dateStyle: 'medium', timeZone: 'UTC'});
    return [
      {field: 'name', headerName: name, width: 170},
      {field: 'salary', headerName: salary, type: 'number', width: 130, valueFormatter: (value: number) => money.format(value)},
      {field: 'joinDate', headerName: joined, type: 'date', width: 150, valueFormatter: (value: Date) => date.format(value)},
    ];
  }, [tag]);

  return (
    <Stack spacing={2}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={tag}
        onChange={(_event, value: LocaleTag | null) => value && setTag(value)}
        aria-label="Grid language">
        {Object.entries(LOCALES).map(([value, {label}]) => (
          <ToggleButton key={value} value={value} lang={value}>
            {label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Box sx={{height: 420, width: '100%'}} lang={tag}>
        <DataGrid
          aria-label="Employees"
          rows={rows}
          columns={columns}
          checkboxSelection
          showToolbar
          localeText={LOCALES[tag].grid.components.MuiDataGrid.defaultProps.localeText}
          pageSizeOptions={[10, 25]}
          initialState={{pagination: {paginationModel: {pageSize: 10}}}}
        />
      </Box>
    </Stack>
  );
}
