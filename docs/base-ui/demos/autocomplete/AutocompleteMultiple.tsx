import * as React from 'react';
import { useAutocomplete } from '@mui/base/useAutocomplete';
import styled from '@mui/system/styled';
import CloseIcon from '@mui/icons-material/Close';

const colors = {
  accent: '#2f5fd0',
  accentDark: '#8fb3ff',
  border: '#8a93a6',
  borderDark: '#6b7385',
  surface: '#ffffff',
  surfaceDark: '#1b1f27',
  highlight: '#e3eafb',
  highlightDark: '#26324d',
  tag: '#eef1f6',
  tagDark: '#2a303d',
};

const skills = ['Accessibility', 'CSS', 'Design systems', 'GraphQL', 'Node.js', 'React', 'Testing', 'TypeScript', 'Web performance'];

export default function AutocompleteMultiple() {
  const {
    getRootProps,
    getInputLabelProps,
    getInputProps,
    getTagProps,
    getListboxProps,
    getOptionProps,
    groupedOptions,
    popupOpen,
    focused,
    value,
    setAnchorEl,
  } = useAutocomplete({
    multiple: true,
    options: skills,
    defaultValue: ['React', 'TypeScript'],
    filterSelectedOptions: true,
  });

  const options = groupedOptions as string[];

  return (
    <Wrapper>
      <label {...getInputLabelProps()}>Skills</label>
      <Root {...getRootProps()} ref={setAnchorEl} data-focused={focused || undefined}>
        {value.map((skill, index) => {
          const { key, onDelete, ...tagProps } = getTagProps({ index });
          return (
            <Tag key={key} {...tagProps}>
              {skill}
              <button type="button" tabIndex={-1} aria-label={`Remove ${skill}`} onClick={onDelete}>
                <CloseIcon fontSize="inherit" />
              </button>
            </Tag>
          );
        })}
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
  width: 340,
  '& label': { display: 'block', marginBottom: 4, fontWeight: 600 },
});

const Root = styled('div')(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: 4,
  padding: 4,
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
    minWidth: 80,
    font: 'inherit',
    padding: '4px 8px',
    border: 'none',
    color: 'inherit',
    backgroundColor: 'transparent',
    outline: 'none',
  },
}));

const Tag = styled('span')(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 2,
  padding: '2px 4px 2px 8px',
  borderRadius: 6,
  fontSize: '0.875rem',
  backgroundColor: colors.tag,
  ...theme.applyStyles('dark', { backgroundColor: colors.tagDark }),
  // The hook focuses a tag when the user presses the left arrow key in an empty input.
  '&:focus': {
    outline: `2px solid ${colors.accent}`,
    ...theme.applyStyles('dark', { outlineColor: colors.accentDark }),
  },
  '& button': {
    display: 'inline-flex',
    padding: 2,
    border: 'none',
    borderRadius: 4,
    color: 'inherit',
    backgroundColor: 'transparent',
    cursor: 'pointer',
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
}));
