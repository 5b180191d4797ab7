import * as React from 'react';
import { useSelect, SelectProvider } from '@mui/base/useSelect';
import { useOption } from '@mui/base/useOption';
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
  highlight: '#e6eeff',
  highlightDark: '#2a3550',
};

const fonts = [
  { value: 'Georgia, serif', label: 'Georgia' },
  { value: 'Verdana, sans-serif', label: 'Verdana' },
  { value: '"Courier New", monospace', label: 'Courier New' },
  { value: '"Trebuchet MS", sans-serif', label: 'Trebuchet MS' },
];

function FontOption({ value, label }: { value: string; label: string }) {
  const { getRootProps, highlighted, selected } = useOption({ value, label, disabled: false });

  return (
    <OptionItem
      {...getRootProps()}
      data-highlighted={highlighted || undefined}
      data-selected={selected || undefined}
      style={{ fontFamily: value }}
    >
      {label}
    </OptionItem>
  );
}

export default function UseSelectHook() {
  const labelId = React.useId();
  const listboxRef = React.useRef<HTMLUListElement>(null);
  const { getButtonProps, getListboxProps, contextValue, value, open } = useSelect<string>({
    listboxRef,
    defaultValue: fonts[0]?.value ?? null,
  });
  const selected = fonts.find((font) => font.value === value);

  return (
    <Wrapper>
      <Label id={labelId}>Heading font</Label>
      <Trigger {...getButtonProps()} type="button" aria-labelledby={labelId}>
        {selected?.label ?? 'Choose a font…'}
      </Trigger>
      <Listbox {...getListboxProps()} aria-labelledby={labelId} hidden={!open}>
        {/* The provider connects the options to the state of useSelect. */}
        <SelectProvider value={contextValue}>
          {fonts.map((font) => (
            <FontOption key={font.value} {...font} />
          ))}
        </SelectProvider>
      </Listbox>
      <Preview style={{ fontFamily: value ?? undefined }}>The quick brown fox</Preview>
    </Wrapper>
  );
}

const Wrapper = styled('div')({
  position: 'relative',
  width: 240,
});

const Label = styled('span')({
  display: 'block',
  marginBottom: 6,
  fontSize: '0.875rem',
  fontWeight: 600,
});

const Trigger = styled('button')(({ theme }) => ({
  width: '100%',
  padding: '8px 12px',
  border: `1px solid ${colors.border}`,
  borderRadius: 8,
  font: 'inherit',
  textAlign: 'left',
  color: colors.text,
  backgroundColor: colors.surface,
  cursor: 'pointer',
  ...theme.applyStyles('dark', {
    color: colors.textDark,
    borderColor: colors.borderDark,
    backgroundColor: colors.surfaceDark,
  }),
  '&:focus-visible': {
    outline: `2px solid ${colors.accent}`,
    outlineOffset: 2,
    ...theme.applyStyles('dark', { outlineColor: colors.accentDark }),
  },
}));

const Listbox = styled('ul')(({ theme }) => ({
  position: 'absolute',
  zIndex: 1,
  left: 0,
  right: 0,
  margin: '4px 0 0',
  padding: 4,
  listStyle: 'none',
  border: `1px solid ${colors.border}`,
  borderRadius: 8,
  color: colors.text,
  backgroundColor: colors.surface,
  outline: 0,
  ...theme.applyStyles('dark', {
    color: colors.textDark,
    borderColor: colors.borderDark,
    backgroundColor: colors.surfaceDark,
  }),
  '&[hidden]': { display: 'none' },
}));

const OptionItem = styled('li')(({ theme }) => ({
  padding: '8px 10px',
  borderRadius: 6,
  cursor: 'default',
  outline: 0,
  '&:hover, &[data-highlighted]': {
    backgroundColor: colors.highlight,
    ...theme.applyStyles('dark', { backgroundColor: colors.highlightDark }),
  },
  '&:focus-visible': {
    boxShadow: `inset 0 0 0 2px ${colors.accent}`,
    ...theme.applyStyles('dark', { boxShadow: `inset 0 0 0 2px ${colors.accentDark}` }),
  },
  '&[data-selected]': {
    color: colors.accent,
    ...theme.applyStyles('dark', { color: colors.accentDark }),
  },
}));

const Preview = styled('p')({
  margin: '16px 0 0',
  fontSize: '1.375rem',
});
