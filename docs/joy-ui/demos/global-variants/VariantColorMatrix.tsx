import Box from '@mui/joy/Box';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import type {ColorPaletteProp, VariantProp} from '@mui/joy/styles';

const variants: VariantProp[] = ['solid', 'soft', 'outlined', 'plain'];
const colors: ColorPaletteProp[] = ['primary', 'neutral', 'danger', 'success', 'warning'];

export default function VariantColorMatrix() {
  return (
    // On a narrow screen the matrix scrolls sideways: a named region in the tab order, so a
    // keyboard can reach it and scroll it with the arrow keys.
    <Box role="region" aria-label="Every variant in every colour" tabIndex={0} sx={{overflowX: 'auto'}}>
      <Box sx={{display: 'grid', gridTemplateColumns: '72px repeat(5, minmax(88px, 1fr))', gap: 1, minWidth: 560}}>
        {variants.map((variant) => (
          <Box key={variant} sx={{display: 'contents'}}>
            <Typography level="title-sm" sx={{alignSelf: 'center'}}>
              {variant}
            </Typography>
            {colors.map((color) => (
              <Sheet
                key={color}
                variant={variant}
                color={color}
                sx={{py: 1.5, borderRadius: 'sm', textAlign: 'center', fontSize: 'sm', fontWeight: 'lg'}}>
                {color}
              </Sheet>
            ))}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
