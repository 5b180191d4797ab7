import * as React from 'react';
import { Tabs } from '@mui/base/Tabs';
import { TabsList } from '@mui/base/TabsList';
import { Tab } from '@mui/base/Tab';
import { TabPanel } from '@mui/base/TabPanel';
import styled from '@mui/system/styled';

const colors = {
  accent: '#2f5fd0',
  accentDark: '#8fb3ff',
  border: '#c9d1de',
  borderDark: '#3a4358',
  muted: '#5b6476',
  mutedDark: '#a3acbd',
  hover: '#e8effc',
  hoverDark: '#2b3650',
};

export default function TabsBasic() {
  return (
    <Tabs defaultValue="overview">
      <List aria-label="Project details">
        <StyledTab value="overview">Overview</StyledTab>
        <StyledTab value="activity">Activity</StyledTab>
        <StyledTab value="settings">Settings</StyledTab>
      </List>
      <Panel value="overview" tabIndex={0}>
        Three open issues, one release planned for next week.
      </Panel>
      <Panel value="activity" tabIndex={0}>
        Ada merged a pull request two hours ago.
      </Panel>
      <Panel value="settings" tabIndex={0}>
        The project is private and visible to your team only.
      </Panel>
    </Tabs>
  );
}

const List = styled(TabsList)(({ theme }) => ({
  display: 'flex',
  gap: 4,
  borderBottom: `1px solid ${colors.border}`,
  ...theme.applyStyles('dark', { borderBottomColor: colors.borderDark }),
}));

const StyledTab = styled(Tab)(({ theme }) => ({
  font: 'inherit',
  fontWeight: 600,
  padding: '10px 16px',
  marginBottom: -1,
  border: 'none',
  borderBottom: '3px solid transparent',
  borderRadius: '6px 6px 0 0',
  color: colors.muted,
  backgroundColor: 'transparent',
  cursor: 'pointer',
  ...theme.applyStyles('dark', { color: colors.mutedDark }),
  '&:hover': {
    backgroundColor: colors.hover,
    ...theme.applyStyles('dark', { backgroundColor: colors.hoverDark }),
  },
  '&.base--selected': {
    color: colors.accent,
    borderBottomColor: colors.accent,
    ...theme.applyStyles('dark', {
      color: colors.accentDark,
      borderBottomColor: colors.accentDark,
    }),
  },
  '&:focus-visible': {
    outline: `2px solid ${colors.accent}`,
    outlineOffset: -2,
    ...theme.applyStyles('dark', { outlineColor: colors.accentDark }),
  },
}));

const Panel = styled(TabPanel)(({ theme }) => ({
  padding: '16px 4px',
  '&:focus-visible': {
    outline: `2px solid ${colors.accent}`,
    ...theme.applyStyles('dark', { outlineColor: colors.accentDark }),
  },
}));
