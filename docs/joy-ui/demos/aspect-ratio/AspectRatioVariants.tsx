import * as React from 'react';
import AspectRatio from '@mui/joy/AspectRatio';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const variants = ['plain', 'outlined', 'soft', 'solid'] as const;
const colors = ['neutral', 'primary', 'success'] as const;

export default function AspectRatioVariants() {
  return (
    <Stack spacing={2}>
      {colors.map((color) => (
        <Stack key={color} direction="row" spacing={2} sx={{flexWrap: 'wrap'}} useFlexGap>
          {variants.map((variant) => (
            <AspectRatio key={variant} variant={variant} color={color} sx={{width: 140, borderRadius: 'sm'}}>
              <Typography level="body-sm" textColor="inherit">
                {variant} {color}
              </Typography>
            </AspectRatio>
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
