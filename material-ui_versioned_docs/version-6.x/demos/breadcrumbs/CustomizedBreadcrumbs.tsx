import Breadcrumbs from '@mui/material/Breadcrumbs';
import Chip from '@mui/material/Chip';
import {emphasize, styled} from '@mui/material/styles';
import HomeIcon from '@mui/icons-material/Home';

// Each crumb is a small chip; hover and keyboard focus darken it slightly.
const Crumb = styled(Chip)(({theme}) => ({
  height: theme.spacing(3),
  fontWeight: theme.typography.fontWeightRegular,
  color: theme.palette.text.primary,
  backgroundColor: theme.palette.grey[100],
  '&:hover, &.Mui-focusVisible': {
    backgroundColor: emphasize(theme.palette.grey[100], 0.08),
  },
  '&:active': {
    boxShadow: theme.shadows[1],
    backgroundColor: emphasize(theme.palette.grey[100], 0.12),
  },
  ...theme.applyStyles('dark', {
    backgroundColor: theme.palette.grey[800],
    '&:hover, &.Mui-focusVisible': {
      backgroundColor: emphasize(theme.palette.grey[800], 0.08),
    },
    '&:active': {
      backgroundColor: emphasize(theme.palette.grey[800], 0.12),
    },
  }),
})) as typeof Chip; // keeps the `component` prop in the types

export default function CustomizedBreadcrumbs() {
  return (
    <Breadcrumbs aria-label="breadcrumb">
      <Crumb component="a" href="/" label="Home" icon={<HomeIcon fontSize="small" />} clickable />
      <Crumb component="a" href="/material-ui/all-components" label="Components" clickable />
      <Crumb label="Breadcrumbs" aria-current="page" />
    </Breadcrumbs>
  );
}
