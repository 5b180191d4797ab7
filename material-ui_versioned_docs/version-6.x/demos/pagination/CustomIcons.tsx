import Pagination from '@mui/material/Pagination';
import PaginationItem from '@mui/material/PaginationItem';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import FirstPageIcon from '@mui/icons-material/FirstPage';
import LastPageIcon from '@mui/icons-material/LastPage';

export default function CustomIcons() {
  return (
    <Pagination
      count={10}
      showFirstButton
      showLastButton
      color="primary"
      aria-label="Photo pages"
      renderItem={(item) => (
        <PaginationItem
          slots={{previous: ArrowBackIcon, next: ArrowForwardIcon, first: FirstPageIcon, last: LastPageIcon}}
          {...item}
        />
      )}
    />
  );
}
