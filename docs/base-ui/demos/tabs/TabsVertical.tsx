import * as React from 'react';
import { Tabs } from '@mui/base/Tabs';
import { TabsList } from '@mui/base/TabsList';
import { Tab } from '@mui/base/Tab';
import { TabPanel } from '@mui/base/TabPanel';
import styled from '@mui/system/styled';

const colors = {
  accent: '#2f5fd0',
  accentDark: '#8fb3ff',
  accentSoft: '#e8effc',
  accentSoftDark: '#26324d',
  border: '#c9d1de',
  borderDark: '#3a4358',
  text: '#1b2230',
  textDark: '#e6eaf2',
};

const sections = [
  { value: 'profile', label: 'Profile', text: 'Your name and photo are visible to everyone.' },
  { value: 'security', label: 'Security', text: 'Two-step verification is turned on.' },
  { value: 'billing', label: 'Billing', text: 'The next invoice is due on the 1st.' },
];

export default function TabsVertical() {
  return (
    <Root defaultValue="profile" orientation="vertical">
      <List aria-label="Account settings">
        {sections.map((section) => (
          <StyledTab key={section.value} value={section.value}>
            {section.label}
          </StyledTab>
        ))}
      </List>
      {sections.map((section) => (
        <Panel key={section.value} value={section.value} tabIndex={0}>
          <strong>{section.label}</strong>
          <p>{section.text}</p>
        </Panel>
      ))}
    </Root>
  );
}

const Root = styled(Tabs)({
  display: 'flex',
  gap: 16,
});

const List = styled(TabsList)(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: 4,
  minWidth: 140,
  paddingRight: 12,
  borderRight: `1px solid ${colors.border}`,
  ...theme.applyStyles('dark', { borderRightColor: colors.borderDark }),
}));

const StyledTab = styled(Tab)(({ theme }) => ({
  font: 'inherit',
  textAlign: 'left',
  padding: '8px 12px',
  border: 'none',
  borderRadius: 6,
  color: colors.text,
  backgroundColor: 'transparent',
  cursor: 'pointer',
  ...theme.applyStyles('dark', { color: colors.textDark }),
  '&.base--selected': {
    fontWeight: 600,
    color: colors.accent,
    backgroundColor: colors.accentSoft,
    ...theme.applyStyles('dark', {
      color: colors.accentDark,
      backgroundColor: colors.accentSoftDark,
    }),
  },
  '&:focus-visible': {
    outline: `2px solid ${colors.accent}`,
    ...theme.applyStyles('dark', { outlineColor: colors.accentDark }),
  },
}));

const Panel = styled(TabPanel)(({ theme }) => ({
  flex: 1,
  padding: '8px 4px',
  '& p': { margin: '8px 0 0' },
  '&:focus-visible': {
    outline: `2px solid ${colors.accent}`,
    ...theme.applyStyles('dark', { outlineColor: colors.accentDark }),
  },
}));
