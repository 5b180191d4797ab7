import Pagination from '@mui/material/Pagination';
import type {UsePaginationItem} from '@mui/material/usePagination';

// French wording for the accessible names of the items.
function getFrenchLabel(type: UsePaginationItem['type'], page: number | null, selected: boolean) {
  switch (type) {
    case 'page':
      return selected ? `Page ${page}, page actuelle` : `Aller à la page ${page}`;
    case 'first':
      return 'Aller à la première page';
    case 'last':
      return 'Aller à la dernière page';
    case 'previous':
      return 'Aller à la page précédente';
    case 'next':
      return 'Aller à la page suivante';
    default:
      return '';
  }
}

export default function PaginationItemLabels() {
  return (
    <Pagination
      count={12}
      defaultPage={3}
      showFirstButton
      showLastButton
      color="primary"
      lang="fr"
      aria-label="Pagination des résultats"
      getItemAriaLabel={getFrenchLabel}
    />
  );
}
