import * as React from 'react';
import Button from '@mui/joy/Button';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemContent from '@mui/joy/ListItemContent';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Skeleton from '@mui/joy/Skeleton';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import ArticleIcon from '@mui/icons-material/Article';

const documents = [
  {name: 'Quarterly report', size: '1.2 MB'},
  {name: 'Team handbook', size: '640 KB'},
  {name: 'Release checklist', size: '48 KB'},
];

export default function SkeletonList() {
  const [loading, setLoading] = React.useState<boolean>(false);

  React.useEffect(() => {
    if (!loading) {
      return undefined;
    }
    const timer = setTimeout(() => setLoading(false), 1500);
    return () => clearTimeout(timer);
  }, [loading]);

  return (
    <Stack spacing={2} sx={{width: '100%', maxWidth: 360}}>
      <Button variant="outlined" onClick={() => setLoading(true)} sx={{alignSelf: 'flex-start'}}>
        Reload documents
      </Button>
      <Typography role="status" level="body-sm">
        {loading ? 'Loading documents…' : `${documents.length} documents`}
      </Typography>
      <List aria-busy={loading} variant="outlined" sx={{borderRadius: 'sm'}}>
        {documents.map((document) => (
          <ListItem key={document.name}>
            <ListItemDecorator>
              {loading ? <Skeleton variant="circular" width={24} height={24} /> : <ArticleIcon />}
            </ListItemDecorator>
            <ListItemContent>
              <Typography level="title-sm">
                <Skeleton loading={loading} animation="wave">
                  {document.name}
                </Skeleton>
              </Typography>
              <Typography level="body-xs">
                <Skeleton loading={loading} animation="wave">
                  {document.size}
                </Skeleton>
              </Typography>
            </ListItemContent>
          </ListItem>
        ))}
      </List>
    </Stack>
  );
}
