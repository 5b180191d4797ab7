import Box from '@mui/joy/Box';
import Link from '@mui/joy/Link';
import Typography from '@mui/joy/Typography';

const variants = ['plain', 'outlined', 'soft', 'solid'] as const;
const colors = ['primary', 'neutral', 'success', 'warning', 'danger'] as const;

export default function LinkVariants() {
  return (
    <Box sx={{display: 'flex', flexDirection: 'column', gap: 2}}>
      <Box sx={{display: 'flex', gap: 2, flexWrap: 'wrap'}}>
        {colors.map((color) => (
          <Link key={color} href="/joy-ui/customization/theme-colors/" color={color}>
            {color} palette
          </Link>
        ))}
      </Box>
      <Box sx={{display: 'flex', gap: 2, flexWrap: 'wrap'}}>
        {variants.map((variant) => (
          <Link key={variant} href="/joy-ui/main-features/global-variants/" variant={variant}>
            {variant} variant
          </Link>
        ))}
      </Box>
      <Typography level="body-md">
        Variants also work inside text, such as this soft success link to the{' '}
        <Link href="/joy-ui/main-features/global-variants/" variant="soft" color="success">
          global variants guide
        </Link>{' '}
        in the middle of a sentence.
      </Typography>
    </Box>
  );
}
