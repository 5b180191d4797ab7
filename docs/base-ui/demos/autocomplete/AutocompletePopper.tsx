import * as React from 'react';
import { useAutocomplete } from '@mui/base/useAutocomplete';
import { Popper } from '@mui/base/Popper';
import styled from '@mui/system/styled';
import ClearIcon from '@mui/icons-material/Clear';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';

const colors = {
  accent: '#2f5fd0',
  accentDark: '#8fb3ff',
  border: '#8a93a6',
  borderDark: '#6b7385',
  surface: '#ffffff',
  surfaceDark: '#1b1f27',
  highlight: '#e3eafb',
  highlightDark: '#26324d',
  muted: '#4a5366',
  mutedDark: '#b3bac6',
};

type Airport = { code: string; label: string };

const airports: Airport[] = [
  { code: 'AMS', label: 'Amsterdam Schiphol' },
  { code: 'ATH', label: 'Athens International' },
  { code: 'BCN', label: 'Barcelona El Prat' },
  { code: 'CDG', label: 'Paris Charles de Gaulle' },
  { code: 'CPH', label: 'Copenhagen Kastrup' },
  { code: 'DUB', label: 'Dublin' },
  { code: 'FRA', label: 'Frankfurt' },
  { code: 'HEL', label: 'Helsinki-Vantaa' },
  { code: 'LIS', label: 'Lisbon Humberto Delgado' },
  { code: 'VIE', label: 'Vienna International' },
];

export default function AutocompletePopper() {
  const {
    getRootProps,
    getInputLabelProps,
    getInputProps,
    getClearProps,
    getPopupIndicatorProps,
    getListboxProps,
    getOptionProps,
    groupedOptions,
    popupOpen,
    focused,
    dirty,
    anchorEl,
    setAnchorEl,
  } = useAutocomplete({
    options: airports,
    getOptionLabel: (option) => `${option.label} (${option.code})`,
  });

  const options = groupedOptions as Airport[];

  return (
    <div>
      <Label {...getInputLabelProps()}>Departure airport</Label>
      <Root {...getRootProps()} ref={setAnchorEl} data-focused={focused || undefined}>
        <input {...getInputProps()} />
        {dirty && (
          <IconButton {...getClearProps()} aria-label="Clear">
            <ClearIcon fontSize="small" />
          </IconButton>
        )}
        <IconButton {...getPopupIndicatorProps()} aria-label={popupOpen ? 'Close list' : 'Open list'}>
          <ArrowDropDownIcon />
        </IconButton>
      </Root>
      <Popper open={popupOpen && options.length > 0} anchorEl={anchorEl} placement="bottom-start">
        <Listbox {...getListboxProps()}>
          {options.map((option, index) => {
            const { key, ...optionProps } = getOptionProps({ option, index });
            return (
              <li key={key} {...optionProps}>
                <span>{option.label}</span>
                <Code>{option.code}</Code>
              </li>
            );
          })}
        </Listbox>
      </Popper>
    </div>
  );
}

const Label = styled('label')({ display: 'block', marginBottom: 4, fontWeight: 600 });

const Root = styled('div')(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  width: 320,
  paddingRight: 4,
  borderRadius: 8,
  border: `1px solid ${colors.border}`,
  ...theme.applyStyles('dark', { borderColor: colors.borderDark }),
  '&[data-focused]': {
    borderColor: colors.accent,
    boxShadow: `0 0 0 2px ${colors.accent}`,
    ...theme.applyStyles('dark', { borderColor: colors.accentDark, boxShadow: `0 0 0 2px ${colors.accentDark}` }),
  },
  '& input': {
    flex: 1,
    minWidth: 0,
    font: 'inherit',
    padding: '8px 12px',
    border: 'none',
    color: 'inherit',
    backgroundColor: 'transparent',
    outline: 'none',
  },
}));

const IconButton = styled('button')(({ theme }) => ({
  display: 'inline-flex',
  padding: 2,
  border: 'none',
  borderRadius: 6,
  color: colors.muted,
  backgroundColor: 'transparent',
  cursor: 'pointer',
  ...theme.applyStyles('dark', { color: colors.mutedDark }),
}));

const Listbox = styled('ul')(({ theme }) => ({
  zIndex: 1000,
  width: 320,
  boxSizing: 'border-box',
  maxHeight: 240,
  overflow: 'auto',
  margin: '4px 0 0',
  padding: 4,
  listStyle: 'none',
  borderRadius: 8,
  border: `1px solid ${colors.border}`,
  color: 'inherit',
  backgroundColor: colors.surface,
  boxShadow: '0 6px 16px rgba(15, 20, 32, 0.15)',
  ...theme.applyStyles('dark', { borderColor: colors.borderDark, backgroundColor: colors.surfaceDark }),
  '& li': {
    display: 'flex',
    justifyContent: 'space-between',
    gap: 8,
    padding: '6px 10px',
    borderRadius: 6,
    cursor: 'default',
  },
  '& li.Mui-focused': {
    backgroundColor: colors.highlight,
    ...theme.applyStyles('dark', { backgroundColor: colors.highlightDark }),
  },
  '& li[aria-selected="true"]': { fontWeight: 700 },
}));

const Code = styled('span')(({ theme }) => ({
  fontFamily: 'monospace',
  color: colors.muted,
  ...theme.applyStyles('dark', { color: colors.mutedDark }),
}));
