import * as React from 'react';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';

function Item({children}: {children: React.ReactNode}) {
  return (
    <Sheet variant="outlined" sx={{px: 2, py: 1, borderRadius: 'sm', textAlign: 'center'}}>
      {children}
    </Sheet>
  );
}

export default function StackBasic() {
  return (
    <Stack direction="row" spacing={4} sx={{flexWrap: 'wrap'}} useFlexGap>
      <Stack spacing={1} sx={{minWidth: 140}}>
        <Item>Column 1</Item>
        <Item>Column 2</Item>
        <Item>Column 3</Item>
      </Stack>
      <Stack direction="row" spacing={2} sx={{alignItems: 'center'}}>
        <Item>Row 1</Item>
        <Item>Row 2</Item>
        <Item>Row 3</Item>
      </Stack>
    </Stack>
  );
}
