import Button from '@mui/joy/Button';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';

export default function RootElement() {
  return (
    <Sheet
      component="section"
      aria-label="Release notes"
      variant="outlined"
      sx={{p: 2, borderRadius: 'md', maxWidth: 400}}>
      {/* Looks like an h4, but is a paragraph in the document outline. */}
      <Typography level="h4" component="p">
        Release notes
      </Typography>
      {/* A navigation landmark made of links that look like list buttons. */}
      <List component="nav" aria-label="Versions" size="sm" sx={{my: 1}}>
        <ListItem>
          <ListItemButton component="a" href="#version-3">
            Version 3.0
          </ListItemButton>
        </ListItem>
        <ListItem>
          <ListItemButton component="a" href="#version-2">
            Version 2.4
          </ListItemButton>
        </ListItem>
      </List>
      <Button component="a" href="#all-releases" variant="soft" endDecorator={<ArrowForwardIcon />}>
        All releases
      </Button>
    </Sheet>
  );
}
