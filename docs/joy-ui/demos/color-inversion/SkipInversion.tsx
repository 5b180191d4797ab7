import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import CardActions from '@mui/joy/CardActions';
import Typography from '@mui/joy/Typography';

export default function SkipInversion() {
  return (
    <Card variant="solid" color="neutral" invertedColors sx={{maxWidth: 420}}>
      <Typography level="title-lg">Delete the workspace?</Typography>
      <Typography level="body-sm">
        Projects, files and comments are removed for every member. This cannot be undone.
      </Typography>
      <CardActions>
        {/* Inverted: color="danger" is overridden by the card. */}
        <Button variant="outlined" color="danger">
          Keep workspace
        </Button>
        {/* Skipped: the attribute restores the theme's own colours. */}
        <Box data-skip-inverted-colors="" sx={{display: 'flex'}}>
          <Button color="danger">Delete workspace</Button>
        </Box>
      </CardActions>
    </Card>
  );
}
