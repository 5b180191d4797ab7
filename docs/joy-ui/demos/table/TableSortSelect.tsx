import * as React from 'react';
import Box from '@mui/joy/Box';
import Checkbox from '@mui/joy/Checkbox';
import Link from '@mui/joy/Link';
import Sheet from '@mui/joy/Sheet';
import Table from '@mui/joy/Table';
import Typography from '@mui/joy/Typography';
import ArrowDownward from '@mui/icons-material/ArrowDownward';

interface Invoice {
  id: string;
  client: string;
  amount: number;
}

const invoices: Invoice[] = [
  {id: 'INV-031', client: 'Northwind Bakery', amount: 1240},
  {id: 'INV-032', client: 'Atlas Cycles', amount: 310},
  {id: 'INV-033', client: 'Blue Harbour Café', amount: 875},
  {id: 'INV-034', client: 'Cedar & Pine Studio', amount: 2160},
  {id: 'INV-035', client: 'Eastgate Florists', amount: 95},
];

type SortKey = 'client' | 'amount';
type Direction = 'ascending' | 'descending';

const columns: {key: SortKey; label: string}[] = [
  {key: 'client', label: 'Client'},
  {key: 'amount', label: 'Amount'},
];

function compare(a: Invoice, b: Invoice, key: SortKey) {
  return key === 'amount' ? a.amount - b.amount : a.client.localeCompare(b.client);
}

export default function TableSortSelect() {
  const [sortKey, setSortKey] = React.useState<SortKey>('client');
  const [direction, setDirection] = React.useState<Direction>('ascending');
  const [selected, setSelected] = React.useState<string[]>([]);

  const sorted = React.useMemo(() => {
    const copy = [...invoices].sort((a, b) => compare(a, b, sortKey));
    return direction === 'ascending' ? copy : copy.reverse();
  }, [sortKey, direction]);

  const handleSort = (key: SortKey) => {
    if (key === sortKey) {
      setDirection(direction === 'ascending' ? 'descending' : 'ascending');
    } else {
      setSortKey(key);
      setDirection('ascending');
    }
  };

  const toggleRow = (id: string) =>
    setSelected((list) => (list.includes(id) ? list.filter((item) => item !== id) : [...list, id]));
  const allSelected = selected.length === invoices.length;
  const someSelected = selected.length > 0 && !allSelected;
  // Joy marks an indeterminate checkbox with aria-checked="mixed", which ARIA does not allow on a
  // native checkbox: drop it and set the input's native `indeterminate` property instead.
  const selectAllRef = React.useRef<HTMLInputElement>(null);
  React.useEffect(() => {
    if (selectAllRef.current) {
      selectAllRef.current.indeterminate = someSelected;
    }
  }, [someSelected]);

  return (
    <Box>
      <Typography level="body-sm" aria-live="polite" sx={{mb: 1}}>
        {selected.length === 0 ? 'No invoices selected' : `${selected.length} of ${invoices.length} selected`}
      </Typography>
      <Sheet variant="outlined" sx={{borderRadius: 'sm', overflow: 'auto'}}>
        <Table
          hoverRow
          aria-label="Invoices"
          sx={{
            '& th:first-of-type, & td:first-of-type': {width: 48, textAlign: 'center'},
            '& tr > *:last-child': {textAlign: 'right'},
            '& tbody tr[data-selected] td': {bgcolor: 'primary.softBg'},
          }}>
          <thead>
            <tr>
              <th scope="col">
                <Checkbox
                  size="sm"
                  checked={allSelected}
                  indeterminate={someSelected}
                  onChange={() => setSelected(allSelected ? [] : invoices.map((invoice) => invoice.id))}
                  slotProps={{
                    input: {ref: selectAllRef, 'aria-checked': undefined, 'aria-label': 'Select all invoices'},
                  }}
                  sx={{verticalAlign: 'middle'}}
                />
              </th>
              <th scope="col">Invoice</th>
              {columns.map((column) => {
                const active = column.key === sortKey;
                return (
                  <th key={column.key} scope="col" aria-sort={active ? direction : undefined}>
                    <Link
                      component="button"
                      underline="none"
                      color={active ? 'primary' : 'neutral'}
                      sx={{fontWeight: 'lg'}}
                      onClick={() => handleSort(column.key)}
                      endDecorator={
                        <ArrowDownward
                          sx={{
                            opacity: active ? 1 : 0,
                            transform: active && direction === 'ascending' ? 'rotate(180deg)' : 'none',
                            transition: 'transform 0.2s',
                          }}
                        />
                      }>
                      {column.label}
                    </Link>
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {sorted.map((invoice) => {
              const isSelected = selected.includes(invoice.id);
              return (
                <tr key={invoice.id} data-selected={isSelected || undefined}>
                  <td>
                    <Checkbox
                      size="sm"
                      checked={isSelected}
                      onChange={() => toggleRow(invoice.id)}
                      slotProps={{input: {'aria-label': `Select ${invoice.id}`}}}
                      sx={{verticalAlign: 'middle'}}
                    />
                  </td>
                  <td>{invoice.id}</td>
                  <td>{invoice.client}</td>
                  <td>€{invoice.amount.toLocaleString('en-GB')}</td>
                </tr>
              );
            })}
          </tbody>
        </Table>
      </Sheet>
    </Box>
  );
}
