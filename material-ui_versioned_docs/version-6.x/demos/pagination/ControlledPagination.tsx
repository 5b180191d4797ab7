import * as React from 'react';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';

const cities = [
  'Amsterdam',
  'Barcelona',
  'Copenhagen',
  'Dublin',
  'Edinburgh',
  'Florence',
  'Geneva',
  'Helsinki',
  'Istanbul',
  'Krakow',
  'Lisbon',
  'Munich',
  'Nice',
  'Oslo',
  'Prague',
  'Reykjavik',
  'Seville',
  'Tallinn',
];
const perPage = 4;

export default function ControlledPagination() {
  const [page, setPage] = React.useState(1);
  const pageCount = Math.ceil(cities.length / perPage);
  const visible = cities.slice((page - 1) * perPage, page * perPage);

  return (
    <Stack spacing={1} sx={{maxWidth: 360}}>
      <List dense aria-label={`Cities, page ${page} of ${pageCount}`}>
        {visible.map((city) => (
          <ListItem key={city}>
            <ListItemText primary={city} />
          </ListItem>
        ))}
      </List>
      <Pagination count={pageCount} page={page} onChange={(_event, value) => setPage(value)} color="primary" />
    </Stack>
  );
}
