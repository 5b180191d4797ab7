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
};

const languages = ['Catalan', 'Czech', 'Danish', 'Dutch', 'English', 'Finnish', 'French', 'German', 'Greek', 'Hungarian', 'Italian', 'Polish', 'Portuguese', 'Spanish', 'Swedish'];

export default function AutocompleteBasic() {
  const {
    getRootProps,
    getInputLabelProps,
    getInputProps,
    getListboxProps,
    getOptionProps,
    groupedOptions,
    popupOpen,
    focused,
  } = useAutocomplete({ options: languages });

  // Without `groupBy`, groupedOptions holds the filtered options themselves.
  const options = groupedOptions as string[];

  return (
    <Wrapper>
      <label {...getInputLabelProps()}>Interface language</label>
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
  // The hook adds `Mui-focused` to the highlighted option.
  '& li.Mui-focused': {
    backgroundColor: colors.highlight,
    ...theme.applyStyles('dark', { backgroundColor: colors.highlightDark }),
  },
  '& li[aria-selected="true"]': { fontWeight: 700 },
}));
