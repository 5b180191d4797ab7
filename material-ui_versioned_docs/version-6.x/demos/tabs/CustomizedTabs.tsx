import * as React from 'react';
import Box from '@mui/material/Box';
import {styled} from '@mui/material/styles';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';

// A pill-shaped segmented control: the selected tab gets a filled background and the
// underline indicator is hidden.
const PillTabs = styled(Tabs)(({theme}) => ({
  minHeight: 40,
  padding: 4,
  borderRadius: 999,
  backgroundColor: theme.palette.action.hover,
  display: 'inline-flex',
  '& .MuiTabs-indicator': {
    display: 'none',
  },
}));

const PillTab = styled(Tab)(({theme}) => ({
  minHeight: 32,
  minWidth: 0,
  padding: theme.spacing(0.75, 2),
  borderRadius: 999,
  textTransform: 'none',
  fontWeight: theme.typography.fontWeightMedium,
  color: theme.palette.text.secondary,
  '&.Mui-selected': {
    color: theme.palette.primary.contrastText,
    backgroundColor: theme.palette.primary.main,
  },
  '&.Mui-focusVisible': {
    outline: `2px solid ${theme.palette.primary.main}`,
    outlineOffset: 2,
  },
}));

export default function CustomizedTabs() {
  const [value, setValue] = React.useState('list');

  return (
    <Box>
      <PillTabs
        value={value}
        onChange={(_event, newValue: string) => setValue(newValue)}
        aria-label="Task view"
      >
        <PillTab value="list" label="List" />
        <PillTab value="board" label="Board" />
        <PillTab value="calendar" label="Calendar" />
      </PillTabs>
    </Box>
  );
}
