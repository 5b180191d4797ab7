import * as React from 'react';
import { useAutocomplete, type AutocompleteGroupedOption } from '@mui/base/useAutocomplete';
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

type City = { name: string; country: string };

// Sorted by country, so every group appears once.
const cities: City[] = [
  { name: 'Lyon', country: 'France' },
  { name: 'Marseille', country: 'France' },
  { name: 'Paris', country: 'France' },
  { name: 'Berlin', country: 'Germany' },
  { name: 'Hamburg', country: 'Germany' },
  { name: 'Munich', country: 'Germany' },
  { name: 'Bologna', country: 'Italy' },
  { name: 'Milan', country: 'Italy' },
  { name: 'Naples', country: 'Italy' },
];

export default function AutocompleteGrouped() {
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
    options: cities,
    getOptionLabel: (city) => city.name,
    groupBy: (city) => city.country,
  });

  // With `groupBy`, groupedOptions holds one entry per group.
  const groups = groupedOptions as AutocompleteGroupedOption<City>[];

  return (
    <Wrapper>
      <label {...getInputLabelProps()}>Office</label>
      <Root {...getRootProps()} data-focused={focused || undefined}>
        <input {...getInputProps()} />
      </Root>
      {popupOpen && groups.length > 0 && (
        <Listbox {...getListboxProps()}>
          {groups.map((group) => (
            <li key={group.key} role="presentation">
              <GroupHeader aria-hidden="true">{group.group}</GroupHeader>
              <ul role="group" aria-label={group.group}>
                {group.options.map((city, offset) => {
                  const { key, ...optionProps } = getOptionProps({
                    option: city,
                    index: group.index + offset,
                  });
                  return (
                    <li key={key} {...optionProps}>
                      {city.name}
                    </li>
                  );
                })}
              </ul>
            </li>
          ))}
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
  maxHeight: 260,
  overflow: 'auto',
  margin: '4px 0 0',
  padding: 4,
  listStyle: 'none',
  borderRadius: 8,
  border: `1px solid ${colors.border}`,
  backgroundColor: colors.surface,
  boxShadow: '0 6px 16px rgba(15, 20, 32, 0.15)',
  ...theme.applyStyles('dark', { borderColor: colors.borderDark, backgroundColor: colors.surfaceDark }),
  '& ul': { margin: 0, padding: 0, listStyle: 'none' },
  '& li[role="option"]': { padding: '6px 10px 6px 18px', borderRadius: 6, cursor: 'default' },
  '& li.Mui-focused': {
    backgroundColor: colors.highlight,
    ...theme.applyStyles('dark', { backgroundColor: colors.highlightDark }),
  },
  '& li[aria-selected="true"]': { fontWeight: 700 },
}));

const GroupHeader = styled('div')(({ theme }) => ({
  padding: '8px 10px 4px',
  fontSize: '0.75rem',
  fontWeight: 700,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  color: colors.muted,
  ...theme.applyStyles('dark', { color: colors.mutedDark }),
}));
