import * as React from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import LockIcon from '@mui/icons-material/Lock';

interface Filter {
  key: number;
  label: string;
  // Locked filters are applied by the page and cannot be removed.
  locked?: boolean;
}

const initialFilters: Filter[] = [
  {key: 0, label: 'Published', locked: true},
  {key: 1, label: 'Author: Priya'},
  {key: 2, label: 'Tag: release'},
  {key: 3, label: 'Last 30 days'},
  {key: 4, label: 'Has images'},
];

export default function ChipArray() {
  const [filters, setFilters] = React.useState<Filter[]>(initialFilters);

  const remove = (key: number) => () => setFilters((current) => current.filter((filter) => filter.key !== key));

  return (
    <Stack spacing={1.5} sx={{alignItems: 'flex-start'}}>
      <Paper
        component="ul"
        aria-label="Active filters"
        variant="outlined"
        sx={{display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 1, m: 0, maxWidth: 460}}>
        {filters.map((filter) => (
          <li key={filter.key}>
            <Chip
              label={filter.label}
              icon={filter.locked ? <LockIcon /> : undefined}
              onDelete={filter.locked ? undefined : remove(filter.key)}
            />
          </li>
        ))}
      </Paper>
      <Button
        size="small"
        onClick={() => setFilters(initialFilters)}
        disabled={filters.length === initialFilters.length}>
        Reset filters
      </Button>
    </Stack>
  );
}
