import Breadcrumbs from '@mui/joy/Breadcrumbs';
import Link from '@mui/joy/Link';
import Typography from '@mui/joy/Typography';
import FolderIcon from '@mui/icons-material/Folder';
import HomeIcon from '@mui/icons-material/Home';
import ArticleIcon from '@mui/icons-material/Article';

export default function BreadcrumbsWithIcons() {
  return (
    <Breadcrumbs aria-label="Breadcrumb">
      <Link color="primary" href="#drive" startDecorator={<HomeIcon />}>
        My drive
      </Link>
      <Link color="primary" href="#drive-clients" startDecorator={<FolderIcon />}>
        Clients
      </Link>
      <Typography startDecorator={<ArticleIcon />} aria-current="page">
        Contract 2025.pdf
      </Typography>
    </Breadcrumbs>
  );
}
