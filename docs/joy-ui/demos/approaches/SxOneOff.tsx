import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import Typography from '@mui/joy/Typography';

export default function SxOneOff() {
  return (
    <Card
      variant="outlined"
      sx={{
        maxWidth: 360,
        // Theme keys: `radius.xl`, `shadow.sm` and the neutral palette.
        borderRadius: 'xl',
        boxShadow: 'sm',
        borderColor: 'neutral.outlinedBorder',
        '&:hover': {boxShadow: 'md'},
      }}>
      <Typography level="title-lg" component="p">
        Weekly report
      </Typography>
      <Typography
        level="body-sm"
        // A callback receives the theme, for values the shorthand keys do not cover.
        sx={(theme) => ({color: theme.vars.palette.text.tertiary, mb: 1})}>
        Generated every Monday at 08:00.
      </Typography>
      <Button size="sm" sx={{alignSelf: 'flex-start', px: 3}}>
        Open report
      </Button>
    </Card>
  );
}
