import Breadcrumbs from '@mui/joy/Breadcrumbs';
import Link from '@mui/joy/Link';
import Typography from '@mui/joy/Typography';
import FolderIcon from '@mui/icons-material/Folder';
import HomeIcon from '@mui/icons-material/Home';
import ArticleIcon from '@mui/icons-material/Article';

export default function BreadcrumbsWithIcons() {
  return (
    <Breadcrumbs aria-label="Breadcrumb">
      <Link color="primary" href="/" startDecorator={<HomeIcon />}>
        Home
      </Link>
      <Link color="primary" href="/joy-ui/getting-started/" startDecorator={<FolderIcon />}>
        Joy UI
      </Link>
      <Typography startDecorator={<ArticleIcon />} aria-current="page">
        Breadcrumbs
      </Typography>
    </Breadcrumbs>
  );
}
