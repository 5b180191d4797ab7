import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';

export default function PaginationOutlined() {
  return (
    <Stack spacing={2}>
      <Pagination count={8} variant="outlined" aria-label="Outlined, standard colour" />
      <Pagination count={8} variant="outlined" color="primary" aria-label="Outlined, primary colour" />
      <Pagination count={8} variant="outlined" color="secondary" aria-label="Outlined, secondary colour" />
      <Pagination count={8} variant="outlined" disabled aria-label="Outlined, disabled" />
    </Stack>
  );
}
