import Breadcrumbs from '@mui/joy/Breadcrumbs';
import Link from '@mui/joy/Link';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';

const separators = [
  {label: 'Slash (default)', separator: undefined},
  {label: 'Chevron icon', separator: <ChevronRightIcon />},
  {label: 'Text', separator: '›'},
];

export default function BreadcrumbsSeparators() {
  return (
    <Stack spacing={1}>
      {separators.map(({label, separator}) => (
        <Breadcrumbs key={label} separator={separator} aria-label={`Breadcrumb, ${label.toLowerCase()}`}>
          <Link color="neutral" href="/joy-ui/getting-started/">
            Joy UI
          </Link>
          <Link color="neutral" href="/joy-ui/customization/approaches/">
            Customization
          </Link>
          <Typography aria-current="page">Dark mode</Typography>
        </Breadcrumbs>
      ))}
    </Stack>
  );
}
