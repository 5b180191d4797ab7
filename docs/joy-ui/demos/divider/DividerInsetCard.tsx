import * as React from 'react';
import Card from '@mui/joy/Card';
import CardContent from '@mui/joy/CardContent';
import Divider from '@mui/joy/Divider';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

function InvoiceCard({inset}: {inset: 'none' | 'context'}) {
  return (
    <Card variant="outlined" sx={{width: 240}}>
      <CardContent>
        <Typography level="title-md">Invoice #2031</Typography>
        <Typography level="body-sm">Due 30 June</Typography>
      </CardContent>
      <Divider inset={inset} />
      <CardContent>
        <Typography level="body-sm">inset=&quot;{inset}&quot;</Typography>
      </CardContent>
    </Card>
  );
}

export default function DividerInsetCard() {
  return (
    <Stack direction="row" spacing={2} sx={{flexWrap: 'wrap'}} useFlexGap>
      <InvoiceCard inset="context" />
      <InvoiceCard inset="none" />
    </Stack>
  );
}
