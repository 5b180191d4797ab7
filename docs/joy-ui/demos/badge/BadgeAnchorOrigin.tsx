import * as React from 'react';
import Badge, {type BadgeProps} from '@mui/joy/Badge';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const origins: NonNullable<BadgeProps['anchorOrigin']>[] = [
  {vertical: 'top', horizontal: 'left'},
  {vertical: 'top', horizontal: 'right'},
  {vertical: 'bottom', horizontal: 'left'},
  {vertical: 'bottom', horizontal: 'right'},
];

export default function BadgeAnchorOrigin() {
  return (
    <Stack direction="row" spacing={4} sx={{flexWrap: 'wrap', rowGap: 4, p: 1}}>
      {origins.map((origin) => (
        <Badge key={`${origin.vertical}-${origin.horizontal}`} anchorOrigin={origin} badgeContent={3}>
          <Sheet
            variant="outlined"
            sx={{width: 96, height: 56, borderRadius: 'sm', display: 'grid', placeItems: 'center'}}>
            <Typography level="body-xs">
              {origin.vertical} {origin.horizontal}
            </Typography>
          </Sheet>
        </Badge>
      ))}
    </Stack>
  );
}
