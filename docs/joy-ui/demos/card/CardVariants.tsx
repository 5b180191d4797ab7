import Box from '@mui/joy/Box';
import Card from '@mui/joy/Card';
import Typography from '@mui/joy/Typography';

const variants = ['outlined', 'plain', 'soft', 'solid'] as const;
const sizes = ['sm', 'md', 'lg'] as const;

export default function CardVariants() {
  return (
    <Box sx={{display: 'flex', flexDirection: 'column', gap: 3, width: '100%'}}>
      <Box sx={{display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))', gap: 2}}>
        {variants.map((variant) => (
          <Card key={variant} variant={variant} color="neutral">
            <Typography level="title-md" textColor="inherit">
              {variant}
            </Typography>
            <Typography level="body-sm" textColor="inherit">
              variant=&quot;{variant}&quot;
            </Typography>
          </Card>
        ))}
      </Box>
      <Box sx={{display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start'}}>
        {sizes.map((size) => (
          <Card key={size} size={size} variant="outlined">
            <Typography level="title-sm">size=&quot;{size}&quot;</Typography>
            <Typography level="body-sm">Padding, gap and radius grow with the size.</Typography>
          </Card>
        ))}
      </Box>
    </Box>
  );
}
