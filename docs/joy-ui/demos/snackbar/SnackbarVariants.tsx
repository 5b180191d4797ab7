import * as React from 'react';
import Button from '@mui/joy/Button';
import Snackbar from '@mui/joy/Snackbar';
import Stack from '@mui/joy/Stack';
import type {ColorPaletteProp, VariantProp} from '@mui/joy/styles';

const variants: VariantProp[] = ['outlined', 'plain', 'soft', 'solid'];
const colors: ColorPaletteProp[] = ['neutral', 'primary', 'success', 'warning', 'danger'];

export default function SnackbarVariants() {
  const [open, setOpen] = React.useState<boolean>(false);
  const [variant, setVariant] = React.useState<VariantProp>('outlined');
  const [color, setColor] = React.useState<ColorPaletteProp>('neutral');

  const show = (nextVariant: VariantProp, nextColor: ColorPaletteProp) => {
    setVariant(nextVariant);
    setColor(nextColor);
    setOpen(true);
  };

  return (
    <Stack spacing={1}>
      {variants.map((itemVariant) => (
        <Stack key={itemVariant} direction="row" spacing={1} sx={{flexWrap: 'wrap'}}>
          {colors.map((itemColor) => (
            <Button
              key={itemColor}
              size="sm"
              variant={itemVariant}
              color={itemColor}
              onClick={() => show(itemVariant, itemColor)}>
              {itemVariant} {itemColor}
            </Button>
          ))}
        </Stack>
      ))}
      <Snackbar
        key={`${variant}-${color}`}
        open={open}
        variant={variant}
        color={color}
        autoHideDuration={3000}
        onClose={() => setOpen(false)}>
        A {variant} {color} snackbar.
      </Snackbar>
    </Stack>
  );
}
