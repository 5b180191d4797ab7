import * as React from 'react';
import { Select } from '@mui/base/Select';
import { Option } from '@mui/base/Option';
import { OptionGroup } from '@mui/base/OptionGroup';
import styled from '@mui/system/styled';

const colors = {
  surface: '#ffffff',
  surfaceDark: '#1f232b',
  border: '#7b8598',
  borderDark: '#6b7385',
  text: '#1b1f27',
  textDark: '#e6e9ef',
  accent: '#2f5fd0',
  accentDark: '#8fb3ff',
  focus: 'rgba(47, 95, 208, 0.3)',
  focusDark: 'rgba(143, 179, 255, 0.35)',
  highlight: '#e6eeff',
  highlightDark: '#2a3550',
  shadow: 'rgba(16, 20, 27, 0.16)',
  shadowDark: 'rgba(0, 0, 0, 0.5)',
};

const menu = [
  { group: 'Starters', dishes: ['Tomato soup', 'Grilled halloumi', 'Spring rolls'] },
  { group: 'Mains', dishes: ['Mushroom risotto', 'Fish of the day', 'Chickpea curry'] },
  { group: 'Desserts', dishes: ['Lemon tart', 'Chocolate mousse'] },
];

function Group({ label, children }: { label: string; children: React.ReactNode }) {
  const id = React.useId();
  // OptionGroup renders li > span + ul with no roles: add the listbox group semantics.
  return (
    <OptionGroup
      label={label}
      slots={{ root: GroupRoot, label: GroupLabel, list: GroupList }}
      slotProps={{
        root: { role: 'group', 'aria-labelledby': id },
        label: { id },
        list: { role: 'presentation' },
      }}
    >
      {children}
    </OptionGroup>
  );
}

export default function SelectGrouped() {
  const labelId = React.useId();

  return (
    <div>
      <Label id={labelId}>Dish</Label>
      <Select
        placeholder="Choose a dish…"
        aria-labelledby={labelId}
        slots={{ root: SelectButton, listbox: Listbox, popup: Popup }}
        slotProps={{ listbox: { 'aria-labelledby': labelId } }}
      >
        {menu.map(({ group, dishes }) => (
          <Group key={group} label={group}>
            {dishes.map((dish) => (
              <StyledOption key={dish} value={dish}>
                {dish}
              </StyledOption>
            ))}
          </Group>
        ))}
      </Select>
    </div>
  );
}

const SelectButton = styled('button')(({ theme }) => ({
  position: 'relative',
  width: 240,
  minHeight: 40,
  padding: '8px 36px 8px 12px',
  border: `1px solid ${colors.border}`,
  borderRadius: 8,
  font: 'inherit',
  fontSize: '0.9375rem',
  textAlign: 'left',
  color: colors.text,
  backgroundColor: colors.surface,
  cursor: 'pointer',
  ...theme.applyStyles('dark', {
    color: colors.textDark,
    borderColor: colors.borderDark,
    backgroundColor: colors.surfaceDark,
  }),
  // A CSS chevron, turned upside down while the listbox is open.
  '&::after': {
    content: '""',
    position: 'absolute',
    top: '50%',
    right: 14,
    width: 7,
    height: 7,
    borderRight: '2px solid currentColor',
    borderBottom: '2px solid currentColor',
    transform: 'translateY(-70%) rotate(45deg)',
  },
  '&.base--expanded::after': { transform: 'translateY(-30%) rotate(225deg)' },
  '&.base--focusVisible': {
    borderColor: colors.accent,
    outline: 0,
    boxShadow: `0 0 0 3px ${colors.focus}`,
    ...theme.applyStyles('dark', {
      borderColor: colors.accentDark,
      boxShadow: `0 0 0 3px ${colors.focusDark}`,
    }),
  },
}));

const Popup = styled('div')({
  zIndex: 10,
});

const Listbox = styled('ul')(({ theme }) => ({
  boxSizing: 'border-box',
  minWidth: 240,
  maxHeight: 260,
  margin: '6px 0',
  padding: 6,
  overflow: 'auto',
  listStyle: 'none',
  border: `1px solid ${colors.border}`,
  borderRadius: 10,
  fontSize: '0.9375rem',
  color: colors.text,
  backgroundColor: colors.surface,
  boxShadow: `0 8px 24px ${colors.shadow}`,
  outline: 0,
  ...theme.applyStyles('dark', {
    color: colors.textDark,
    borderColor: colors.borderDark,
    backgroundColor: colors.surfaceDark,
    boxShadow: `0 8px 24px ${colors.shadowDark}`,
  }),
}));

const StyledOption = styled(Option)(({ theme }) => ({
  padding: '8px 10px',
  borderRadius: 6,
  cursor: 'default',
  outline: 0,
  '&:hover, &.base-Option-highlighted': {
    backgroundColor: colors.highlight,
    ...theme.applyStyles('dark', { backgroundColor: colors.highlightDark }),
  },
  '&:focus-visible': {
    boxShadow: `inset 0 0 0 2px ${colors.accent}`,
    ...theme.applyStyles('dark', { boxShadow: `inset 0 0 0 2px ${colors.accentDark}` }),
  },
  '&.base--selected': {
    fontWeight: 700,
    color: colors.accent,
    ...theme.applyStyles('dark', { color: colors.accentDark }),
  },
  '&.base--disabled': { opacity: 0.5 },
})) as typeof Option;

const GroupRoot = styled('li')({
  listStyle: 'none',
  '& + &': { marginTop: 6 },
});

const GroupLabel = styled('span')({
  display: 'block',
  padding: '6px 10px 4px',
  fontSize: '0.75rem',
  fontWeight: 700,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
  opacity: 0.8,
});

const GroupList = styled('ul')({
  margin: 0,
  padding: 0,
});

const Label = styled('span')({
  display: 'block',
  marginBottom: 6,
  fontSize: '0.875rem',
  fontWeight: 600,
});
