import * as React from 'react';
import { Tabs } from '@mui/base/Tabs';
import { TabsList } from '@mui/base/TabsList';
import { Tab } from '@mui/base/Tab';
import { TabPanel } from '@mui/base/TabPanel';
import styled from '@mui/system/styled';

const colors = {
  accent: '#2f5fd0',
  accentDark: '#8fb3ff',
  onAccentDark: '#0f1420',
  border: '#c9d1de',
  borderDark: '#3a4358',
  text: '#1b2230',
  textDark: '#e6eaf2',
  muted: '#5b6476',
  mutedDark: '#a3acbd',
};

export default function TabsControlled() {
  const [value, setValue] = React.useState<string | number | null>('day');

  const handleChange = (
    _event: React.SyntheticEvent | null,
    newValue: string | number | null,
  ) => {
    setValue(newValue);
  };

  return (
    <div>
      <Tabs value={value} onChange={handleChange} selectionFollowsFocus>
        <List aria-label="Calendar view">
          <StyledTab value="day">Day</StyledTab>
          <StyledTab value="week">Week</StyledTab>
          <StyledTab value="month">Month</StyledTab>
          <StyledTab value="year" disabled>
            Year
          </StyledTab>
        </List>
        <Panel value="day" tabIndex={0}>
          Today: two meetings and a dentist appointment.
        </Panel>
        <Panel value="week" tabIndex={0}>
          This week: nine meetings, Friday is free.
        </Panel>
        <Panel value="month" tabIndex={0}>
          This month: the team offsite on the 18th.
        </Panel>
        <Panel value="year" tabIndex={0}>
          The year view is not available on this plan.
        </Panel>
      </Tabs>
      <p>Selected value: {String(value)}</p>
    </div>
  );
}

const List = styled(TabsList)(({ theme }) => ({
  display: 'inline-flex',
  padding: 4,
  gap: 4,
  borderRadius: 10,
  border: `1px solid ${colors.border}`,
  ...theme.applyStyles('dark', { borderColor: colors.borderDark }),
}));

const StyledTab = styled(Tab)(({ theme }) => ({
  font: 'inherit',
  padding: '6px 14px',
  border: 'none',
  borderRadius: 6,
  color: colors.text,
  backgroundColor: 'transparent',
  cursor: 'pointer',
  ...theme.applyStyles('dark', { color: colors.textDark }),
  '&.base--selected': {
    color: '#ffffff',
    backgroundColor: colors.accent,
    ...theme.applyStyles('dark', {
      color: colors.onAccentDark,
      backgroundColor: colors.accentDark,
    }),
  },
  '&.base--disabled': {
    color: colors.muted,
    cursor: 'not-allowed',
    textDecoration: 'line-through',
    ...theme.applyStyles('dark', { color: colors.mutedDark }),
  },
  '&:focus-visible': {
    outline: `2px solid ${colors.accent}`,
    outlineOffset: 2,
    ...theme.applyStyles('dark', { outlineColor: colors.accentDark }),
  },
}));

const Panel = styled(TabPanel)(({ theme }) => ({
  padding: '12px 4px 0',
  '&:focus-visible': {
    outline: `2px solid ${colors.accent}`,
    ...theme.applyStyles('dark', { outlineColor: colors.accentDark }),
  },
}));
