import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';

export default function PaginationRounded() {
  return (
    <Stack spacing={2}>
      <Pagination count={8} shape="rounded" color="primary" aria-label="Rounded, text variant" />
      <Pagination
        count={8}
        shape="rounded"
        variant="outlined"
        color="primary"
        aria-label="Rounded, outlined variant"
      />
    </Stack>
  );
}
