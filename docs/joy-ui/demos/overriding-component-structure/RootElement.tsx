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
      aria-label="Getting started"
      variant="outlined"
      sx={{p: 2, borderRadius: 'md', maxWidth: 400}}>
      {/* Looks like an h4, but is a paragraph in the document outline. */}
      <Typography level="h4" component="p">
        Getting started
      </Typography>
      {/* A navigation landmark made of links that look like list buttons. */}
      <List component="nav" aria-label="Setup guides" size="sm" sx={{my: 1}}>
        <ListItem>
          <ListItemButton component="a" href="/joy-ui/getting-started/installation/">
            Installation
          </ListItemButton>
        </ListItem>
        <ListItem>
          <ListItemButton component="a" href="/joy-ui/getting-started/usage/">
            Usage
          </ListItemButton>
        </ListItem>
      </List>
      <Button
        component="a"
        href="/joy-ui/getting-started/tutorial/"
        variant="soft"
        endDecorator={<ArrowForwardIcon />}>
        Start the tutorial
      </Button>
    </Sheet>
  );
}
