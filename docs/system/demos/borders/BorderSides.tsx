import Box from '@mui/system/Box';

const examples: {label: string; sx: Record<string, number | string>}[] = [
  {label: 'border: 1', sx: {border: 1}},
  {label: 'borderTop: 1', sx: {borderTop: 1}},
  {label: 'borderRight: 1', sx: {borderRight: 1}},
  {label: 'borderBottom: 1', sx: {borderBottom: 1}},
  {label: 'borderLeft: 1', sx: {borderLeft: 1}},
  {label: 'border: 3', sx: {border: 3}},
  {label: "border: '2px dashed'", sx: {border: '2px dashed'}},
  {label: 'border: 1, borderTop: 0', sx: {border: 1, borderTop: 0}},
];

export default function BorderSides() {
  return (
    <Box sx={{display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))', gap: 2, width: '100%'}}>
      {examples.map((example) => (
        <Box
          key={example.label}
          sx={{
            p: 2,
            fontFamily: 'monospace',
            fontSize: 13,
            textAlign: 'center',
            ...example.sx,
            // After the border shorthands, which reset the colour to currentColor.
            borderColor: 'text.secondary',
          }}>
          {example.label}
        </Box>
      ))}
    </Box>
  );
}
