import * as React from 'react';
import { useAutocomplete } from '@mui/base/useAutocomplete';
import styled from '@mui/system/styled';

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

const timezones = ['Europe/Amsterdam', 'Europe/Berlin', 'Europe/Lisbon', 'Europe/London', 'Europe/Madrid', 'Europe/Paris', 'Europe/Rome', 'Europe/Stockholm', 'Europe/Warsaw'];

export default function AutocompleteControlled() {
  const [value, setValue] = React.useState<string | null>('Europe/Lisbon');
  const [inputValue, setInputValue] = React.useState('');

  const {
    getRootProps,
    getInputLabelProps,
    getInputProps,
    getListboxProps,
    getOptionProps,
    groupedOptions,
    popupOpen,
    focused,
  } = useAutocomplete({
    options: timezones,
    value,
    onChange: (event, newValue) => setValue(newValue),
    inputValue,
    onInputChange: (event, newInputValue) => setInputValue(newInputValue),
  });

  const options = groupedOptions as string[];

  return (
    <Wrapper>
      <label {...getInputLabelProps()}>Time zone</label>
      <Root {...getRootProps()} data-focused={focused || undefined}>
        <input {...getInputProps()} />
      </Root>
      {popupOpen && options.length > 0 && (
        <Listbox {...getListboxProps()}>
          {options.map((option, index) => {
            const { key, ...optionProps } = getOptionProps({ option, index });
            return (
              <li key={key} {...optionProps}>
                {option}
              </li>
            );
          })}
        </Listbox>
      )}
      <State>
        <code>value: {value === null ? 'null' : `'${value}'`}</code>
        <code>inputValue: '{inputValue}'</code>
      </State>
    </Wrapper>
  );
}

const Wrapper = styled('div')({
  position: 'relative',
  width: 280,
  '& label': { display: 'block', marginBottom: 4, fontWeight: 600 },
});

const Root = styled('div')(({ theme }) => ({
  display: 'flex',
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

const Listbox = styled('ul')(({ theme }) => ({
  position: 'absolute',
  zIndex: 1,
  left: 0,
  right: 0,
  maxHeight: 220,
  overflow: 'auto',
  margin: '4px 0 0',
  padding: 4,
  listStyle: 'none',
  borderRadius: 8,
  border: `1px solid ${colors.border}`,
  backgroundColor: colors.surface,
  boxShadow: '0 6px 16px rgba(15, 20, 32, 0.15)',
  ...theme.applyStyles('dark', { borderColor: colors.borderDark, backgroundColor: colors.surfaceDark }),
  '& li': { padding: '6px 10px', borderRadius: 6, cursor: 'default' },
  '& li.Mui-focused': {
    backgroundColor: colors.highlight,
    ...theme.applyStyles('dark', { backgroundColor: colors.highlightDark }),
  },
  '& li[aria-selected="true"]': { fontWeight: 700 },
}));

const State = styled('div')(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: 2,
  marginTop: 12,
  fontSize: '0.8125rem',
  color: colors.muted,
  ...theme.applyStyles('dark', { color: colors.mutedDark }),
}));
