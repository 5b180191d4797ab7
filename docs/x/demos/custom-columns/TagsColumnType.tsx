import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import {
  DataGrid,
  GridFilterInputValue,
  type GridColDef,
  type GridColTypeDef,
  type GridFilterOperator,
} from '@mui/x-data-grid';

interface Recipe {
  id: number;
  name: string;
  minutes: number;
  tags: string[];
}

const recipes: Recipe[] = [
  {id: 1, name: 'Shakshuka', minutes: 30, tags: ['vegetarian', 'breakfast', 'one-pan']},
  {id: 2, name: 'Miso soup', minutes: 15, tags: ['vegan', 'quick']},
  {id: 3, name: 'Roast chicken', minutes: 90, tags: ['sunday']},
  {id: 4, name: 'Dal tadka', minutes: 40, tags: ['vegan', 'one-pan', 'spicy']},
  {id: 5, name: 'Overnight oats', minutes: 5, tags: ['vegetarian', 'breakfast', 'quick']},
  {id: 6, name: 'Fish tacos', minutes: 25, tags: ['quick', 'spicy']},
  {id: 7, name: 'Risotto', minutes: 45, tags: []},
];

/** Matches rows that have a tag containing the typed text. */
const hasTagOperator: GridFilterOperator<Recipe, string[], string> = {
  label: 'has tag',
  value: 'hasTag',
  getApplyFilterFn: (filterItem) => {
    const wanted = String(filterItem.value ?? '')
      .trim()
      .toLowerCase();
    if (!wanted) {
      return null;
    }
    return (value) => value.some((tag) => tag.includes(wanted));
  },
  InputComponent: GridFilterInputValue,
};

/** A list of tags: chips in the cell, sorted by count, filtered and searched by tag. */
const tagsColumnType: GridColTypeDef<string[], string> = {
  type: 'custom',
  width: 260,
  display: 'flex',
  sortComparator: (a, b) => a.length - b.length,
  // The text used by exports and when copying to the clipboard.
  valueFormatter: (value: string[]) => value.join(', '),
  renderCell: (params) => (
    <Stack direction="row" spacing={0.5} sx={{overflow: 'hidden'}}>
      {(params.value as string[]).map((tag) => (
        <Chip key={tag} label={tag} size="small" variant="outlined" />
      ))}
    </Stack>
  ),
  filterOperators: [hasTagOperator],
  // The quick filter matches a word against every tag.
  getApplyQuickFilterFn: (search: string) => {
    const wanted = search.toLowerCase();
    return (value: string[]) => value.some((tag) => tag.includes(wanted));
  },
};

const columns: GridColDef<Recipe>[] = [
  {field: 'name', headerName: 'Recipe', flex: 1, minWidth: 150},
  {field: 'minutes', headerName: 'Minutes', type: 'number', width: 100},
  {field: 'tags', headerName: 'Tags', ...tagsColumnType},
];

export default function TagsColumnType() {
  return (
    <Box sx={{height: 420, width: '100%'}}>
      <DataGrid
        label="Recipes"
        rows={recipes}
        columns={columns}
        showToolbar
        initialState={{filter: {filterModel: {items: [{field: 'tags', operator: 'hasTag', value: 'vegan'}]}}}}
        hideFooter
      />
    </Box>
  );
}
