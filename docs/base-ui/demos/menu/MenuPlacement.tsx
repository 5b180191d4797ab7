import * as React from 'react';
import { Dropdown } from '@mui/base/Dropdown';
import { Menu } from '@mui/base/Menu';
import { MenuButton } from '@mui/base/MenuButton';
import { MenuItem } from '@mui/base/MenuItem';
import styled from '@mui/system/styled';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import EditIcon from '@mui/icons-material/Edit';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteIcon from '@mui/icons-material/Delete';

const colors = {
  surface: '#ffffff',
  surfaceDark: '#1d2230',
  border: '#c9d1de',
  borderDark: '#3a4358',
  text: '#1b2230',
  textDark: '#e6eaf2',
  hover: '#e8effc',
  hoverDark: '#2b3650',
  accent: '#2f5fd0',
  accentDark: '#8fb3ff',
  danger: '#b3261e',
  dangerDark: '#ffb4ab',
};

export default function MenuPlacement() {
  const [message, setMessage] = React.useState('Choose an action for the file.');

  return (
    <Card>
      <div>
        <strong>quarterly-report.pdf</strong>
        <p role="status">{message}</p>
      </div>
      <Dropdown>
        <IconButton slotProps={{ root: { 'aria-label': 'Actions for quarterly-report.pdf' } }}>
          <MoreVertIcon fontSize="small" />
        </IconButton>
        <Menu
          slots={{ root: Popup, listbox: Listbox }}
          slotProps={{
            root: { placement: 'bottom-end', offset: 4 },
            listbox: { 'aria-label': 'File actions' },
          }}
        >
          <Item label="Rename" onClick={() => setMessage('Rename selected.')}>
            <EditIcon fontSize="small" /> Rename
          </Item>
          <Item label="Duplicate" onClick={() => setMessage('Duplicate selected.')}>
            <ContentCopyIcon fontSize="small" /> Duplicate
          </Item>
          <Item
            label="Delete"
            className="danger"
            onClick={() => setMessage('Delete selected.')}
          >
            <DeleteIcon fontSize="small" /> Delete
          </Item>
        </Menu>
      </Dropdown>
    </Card>
  );
}

const Card = styled('div')(({ theme }) => ({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: 16,
  maxWidth: 360,
  padding: 16,
  borderRadius: 10,
  border: `1px solid ${colors.border}`,
  ...theme.applyStyles('dark', { borderColor: colors.borderDark }),
  '& p': { margin: '4px 0 0' },
}));

const IconButton = styled(MenuButton)(({ theme }) => ({
  display: 'inline-flex',
  padding: 6,
  borderRadius: 8,
  border: `1px solid ${colors.border}`,
  color: colors.text,
  backgroundColor: 'transparent',
  cursor: 'pointer',
  ...theme.applyStyles('dark', { borderColor: colors.borderDark, color: colors.textDark }),
  '&:focus-visible': {
    outline: `2px solid ${colors.accent}`,
    outlineOffset: 2,
    ...theme.applyStyles('dark', { outlineColor: colors.accentDark }),
  },
}));

const Popup = styled('div')({
  zIndex: 1000,
});

const Listbox = styled('ul')(({ theme }) => ({
  minWidth: 180,
  margin: 0,
  padding: 6,
  listStyle: 'none',
  borderRadius: 10,
  border: `1px solid ${colors.border}`,
  color: colors.text,
  backgroundColor: colors.surface,
  boxShadow: '0 6px 16px rgba(15, 20, 32, 0.15)',
  ...theme.applyStyles('dark', {
    borderColor: colors.borderDark,
    color: colors.textDark,
    backgroundColor: colors.surfaceDark,
  }),
}));

const Item = styled(MenuItem)(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: 10,
  padding: '8px 12px',
  borderRadius: 6,
  cursor: 'default',
  userSelect: 'none',
  '&.danger': {
    color: colors.danger,
    ...theme.applyStyles('dark', { color: colors.dangerDark }),
  },
  '&:focus': {
    outline: 'none',
    backgroundColor: colors.hover,
    ...theme.applyStyles('dark', { backgroundColor: colors.hoverDark }),
  },
  '&.base--focusVisible': {
    boxShadow: `inset 0 0 0 2px ${colors.accent}`,
    ...theme.applyStyles('dark', { boxShadow: `inset 0 0 0 2px ${colors.accentDark}` }),
  },
}));
