import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';

const variants = [
  {
    title: 'Elevation (default)',
    text: 'A soft shadow lifts the card off the page.',
    props: {},
  },
  {
    title: 'Outlined',
    text: 'A thin border and no shadow, for dense layouts.',
    props: {variant: 'outlined'},
  },
  {
    title: 'Raised',
    text: 'A deeper shadow that draws attention to one card.',
    props: {raised: true},
  },
] as const;

export default function CardVariants() {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
        p: 1,
      }}>
      {variants.map((item) => (
        <Card key={item.title} {...item.props}>
          <CardContent>
            <Typography variant="subtitle1" component="h3" gutterBottom>
              {item.title}
            </Typography>
            <Typography variant="body2" sx={{color: 'text.secondary'}}>
              {item.text}
            </Typography>
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}
