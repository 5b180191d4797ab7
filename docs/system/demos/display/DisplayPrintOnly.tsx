import Box from '@mui/system/Box';

export default function DisplayPrintOnly() {
  return (
    <Box sx={{display: 'grid', gap: 1.5, maxWidth: 440, fontSize: 14}}>
      <Box sx={{p: 2, borderRadius: 1, bgcolor: 'action.hover'}}>Invoice INV-2041: 3 items, total 129.00 EUR</Box>
      {/* Visible on screen, left out when the page is printed. */}
      <Box sx={{displayPrint: 'none', p: 2, border: 1, borderColor: 'divider', borderRadius: 1}}>
        Screen only: pay online with the link in your email.
      </Box>
      {/* Hidden on screen, shown on paper. */}
      <Box sx={{display: 'none', displayPrint: 'block', p: 2, border: '1px dashed'}}>
        Print only: bank details for a transfer.
      </Box>
    </Box>
  );
}
