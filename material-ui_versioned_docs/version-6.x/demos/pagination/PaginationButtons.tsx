import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function PaginationButtons() {
  return (
    <Stack spacing={2}>
      <Stack spacing={0.5}>
        <Typography variant="caption">First and last buttons</Typography>
        <Pagination
          count={12}
          defaultPage={6}
          showFirstButton
          showLastButton
          aria-label="Archive pages, with first and last"
        />
      </Stack>
      <Stack spacing={0.5}>
        <Typography variant="caption">Numbers only, no previous and next arrows</Typography>
        <Pagination count={12} defaultPage={6} hidePrevButton hideNextButton aria-label="Archive pages, numbers only" />
      </Stack>
    </Stack>
  );
}
