import * as React from 'react';
import { useInput } from '@mui/base/useInput';
import styled from '@mui/system/styled';

const colors = {
  accent: '#2f5fd0',
  accentDark: '#8fb3ff',
  border: '#8a93a6',
  borderDark: '#6b7385',
};

type UnderlineInputProps = {
  label: string;
  defaultValue?: string;
};

function UnderlineInput({ label, defaultValue }: UnderlineInputProps) {
  const id = React.useId();
  const { getRootProps, getInputProps, focused } = useInput({ defaultValue });

  return (
    <Root {...getRootProps()} data-focused={focused || undefined}>
      <label htmlFor={id}>{label}</label>
      <input {...getInputProps()} id={id} />
    </Root>
  );
}

export default function UseInputHook() {
  return (
    <Stack>
      <UnderlineInput label="City" defaultValue="Lisbon" />
      <UnderlineInput label="Postcode" />
    </Stack>
  );
}

const Root = styled('div')(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: 2,
  borderBottom: `2px solid ${colors.border}`,
  ...theme.applyStyles('dark', { borderBottomColor: colors.borderDark }),
  '& label': { fontSize: '0.8125rem', fontWeight: 600 },
  '& input': {
    font: 'inherit',
    padding: '4px 0 6px',
    border: 'none',
    color: 'inherit',
    backgroundColor: 'transparent',
    outline: 'none',
  },
  '&[data-focused]': {
    borderBottomColor: colors.accent,
    ...theme.applyStyles('dark', { borderBottomColor: colors.accentDark }),
  },
}));

const Stack = styled('div')({
  display: 'flex',
  flexDirection: 'column',
  gap: 20,
  maxWidth: 280,
});
