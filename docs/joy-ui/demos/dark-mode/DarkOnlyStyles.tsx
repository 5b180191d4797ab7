import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import InfoIcon from '@mui/icons-material/Info';

export default function DarkOnlyStyles() {
  return (
    <Sheet
      variant="outlined"
      sx={(theme) => ({
        p: 2,
        maxWidth: 420,
        borderRadius: 'md',
        borderLeftWidth: 4,
        borderLeftColor: theme.vars.palette.primary[500],
        bgcolor: 'primary.50',
        // Replaces the light tint when the dark scheme is active.
        ...theme.applyStyles('dark', {
          bgcolor: 'background.level1',
          borderLeftColor: theme.vars.palette.primary[300],
        }),
      })}>
      <Typography startDecorator={<InfoIcon />} level="title-sm" component="p">
        Tip
      </Typography>
      <Typography level="body-sm">This note changes its tint with the colour mode of this site.</Typography>
    </Sheet>
  );
}
