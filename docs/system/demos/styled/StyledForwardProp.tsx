import styled from '@mui/system/styled';
import {shouldForwardProp} from '@mui/system/createStyled';
import Box from '@mui/system/Box';

const Track = styled('div')(({theme}) => [
  {height: 10, borderRadius: 5, overflow: 'hidden', backgroundColor: '#e3e8ef'},
  theme.applyStyles('dark', {backgroundColor: '#2b333d'}),
]);

// `level` only drives the styles: keep it off the DOM element, along with MUI's own props.
const Fill = styled('div', {
  shouldForwardProp: (prop) => shouldForwardProp(prop) && prop !== 'level',
})<{level: number}>(({theme, level}) => [
  {
    width: `${Math.round(level * 100)}%`,
    height: '100%',
    backgroundColor: level > 0.9 ? '#b3261e' : '#0b6bcb',
  },
  theme.applyStyles('dark', {backgroundColor: level > 0.9 ? '#ff8a80' : '#66b2ff'}),
]);

const disks = [
  {name: 'System', level: 0.42},
  {name: 'Photos', level: 0.78},
  {name: 'Backups', level: 0.95},
];

export default function StyledForwardProp() {
  return (
    <Box sx={{display: 'grid', gap: 2, width: '100%', maxWidth: 360, fontSize: 14}}>
      {disks.map((disk) => (
        <div key={disk.name}>
          <Box sx={{display: 'flex', justifyContent: 'space-between', mb: 0.5}}>
            <span>{disk.name}</span>
            <span>{Math.round(disk.level * 100)}% used</span>
          </Box>
          <Track aria-hidden>
            <Fill level={disk.level} />
          </Track>
        </div>
      ))}
    </Box>
  );
}
