import * as React from 'react';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';

export default function PaginationVariants() {
  return (
    <Stack spacing={2}>
      <Pagination count={8} variant="outlined" color="primary" />
      <Pagination count={8} shape="rounded" color="primary" />
      <Pagination count={8} variant="outlined" shape="rounded" size="small" />
      <Pagination count={8} size="large" />
    </Stack>
  );
}
