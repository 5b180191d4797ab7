import Breadcrumbs from '@mui/joy/Breadcrumbs';
import Link from '@mui/joy/Link';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const sizes = ['sm', 'md', 'lg'] as const;

export default function BreadcrumbsSizes() {
  return (
    <Stack spacing={0.5}>
      {sizes.map((size) => (
        <Breadcrumbs key={size} size={size} aria-label={`Breadcrumb, size ${size}`}>
          <Link color="neutral" href="/joy-ui/getting-started/">
            Joy UI
          </Link>
          <Link color="neutral" href="/joy-ui/react-breadcrumbs/">
            Breadcrumbs
          </Link>
          <Typography aria-current="page">Size {size}</Typography>
        </Breadcrumbs>
      ))}
    </Stack>
  );
}
