import Avatar from '@mui/joy/Avatar';
import Card from '@mui/joy/Card';
import Typography from '@mui/joy/Typography';

export default function DarkOnlyStyles() {
  return (
    <Card
      variant="plain"
      sx={(theme) => ({
        maxWidth: 360,
        flexDirection: 'row',
        alignItems: 'center',
        gap: 2,
        // Light mode: a soft shadow separates the card from the page.
        boxShadow: 'md',
        // Dark mode: shadows barely show on dark backgrounds, so use a lighter surface and an edge.
        ...theme.applyStyles('dark', {
          boxShadow: 'none',
          bgcolor: 'background.level1',
          outline: '1px solid',
          outlineColor: 'divider',
        }),
      })}>
      <Avatar variant="soft" color="primary">
        MK
      </Avatar>
      <div>
        <Typography level="title-md">Mina Kato</Typography>
        <Typography level="body-sm">Reviewed your pull request</Typography>
      </div>
    </Card>
  );
}
