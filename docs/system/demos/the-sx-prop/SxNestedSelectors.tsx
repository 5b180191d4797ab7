import Box from '@mui/system/Box';

const files = ['report.pdf', 'budget.xlsx', 'notes.md'];

export default function SxNestedSelectors() {
  return (
    <Box
      component="ul"
      sx={{
        m: 0,
        p: 0,
        maxWidth: 360,
        listStyle: 'none',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        // Child elements, pseudo-classes and pseudo-elements, with theme values inside.
        '& li': {display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1, fontSize: 14},
        '& li:not(:last-of-type)': {borderBottom: 1, borderColor: 'divider'},
        '& li:hover': {bgcolor: 'action.hover'},
        '& li::before': {content: '""', width: 8, height: 8, borderRadius: '50%', bgcolor: 'primary.main'},
        '& .size': {ml: 'auto', color: 'text.secondary'},
      }}>
      {files.map((file, index) => (
        <li key={file}>
          {file}
          <span className="size">{(index + 1) * 120} KB</span>
        </li>
      ))}
    </Box>
  );
}
