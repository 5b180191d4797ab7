import Box from '@mui/joy/Box';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

const variants = ['plain', 'outlined', 'soft', 'solid'] as const;
const colors = ['primary', 'neutral', 'success', 'warning', 'danger'] as const;

export default function SheetVariants() {
  return (
    <Box sx={{display: 'grid', gap: 1, gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))', width: '100%'}}>
      {variants.map((variant) =>
        colors.map((color) => (
          <Sheet
            key={`${variant}-${color}`}
            variant={variant}
            color={color}
            sx={{p: 1.5, borderRadius: 'sm', textAlign: 'center'}}>
            <Typography level="body-xs" textColor="inherit">
              {variant}
              <br />
              {color}
            </Typography>
          </Sheet>
        )),
      )}
    </Box>
  );
}
