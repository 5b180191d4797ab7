import styled from '@mui/system/styled';
import Box from '@mui/system/Box';

// Reused styles: a styled component, defined once outside the render function.
const Metric = styled('div')(({theme}) => ({
  padding: theme.spacing(1.5, 2),
  borderRadius: theme.shape.borderRadius,
  border: '1px solid #c7ced6',
  ...theme.applyStyles('dark', {borderColor: '#3b4551'}),
}));

const metrics = [
  {label: 'Requests', value: '1.2M'},
  {label: 'Errors', value: '0.04%'},
  {label: 'Latency', value: '182 ms'},
];

export default function UsageSxVsStyled() {
  return (
    <Box sx={{display: 'flex', flexWrap: 'wrap', gap: 1.5}}>
      {metrics.map((metric) => (
        // One-off adjustments: the sx prop, which every styled() component accepts.
        <Metric key={metric.label} sx={metric.label === 'Errors' ? {borderColor: 'primary.main'} : undefined}>
          <Box sx={{fontSize: 12, color: 'text.secondary'}}>{metric.label}</Box>
          <Box sx={{fontSize: 22, fontWeight: 'bold'}}>{metric.value}</Box>
        </Metric>
      ))}
    </Box>
  );
}
