import * as React from 'react';
import { useButton } from '@mui/base/useButton';
import styled from '@mui/system/styled';

const colors = {
  accent: '#2f5fd0',
  accentDark: '#8fb3ff',
  border: '#c9d1de',
  borderDark: '#3a4358',
  text: '#1b2230',
  textDark: '#e6eaf2',
};

interface StepButtonProps {
  children: React.ReactNode;
  disabled: boolean;
  onClick: () => void;
}

function StepButton({ children, disabled, onClick }: StepButtonProps) {
  // With focusableWhenDisabled, a disabled button gets aria-disabled instead of the
  // disabled attribute: it keeps focus on the first or last page and ignores clicks.
  const { getRootProps } = useButton({
    disabled,
    focusableWhenDisabled: true,
    rootElementName: 'button',
  });
  return <ButtonRoot {...getRootProps({ onClick })}>{children}</ButtonRoot>;
}

export default function CompactPagination() {
  const total = 12;
  const [page, setPage] = React.useState(1);

  return (
    <Nav aria-label="Photo gallery pages">
      <StepButton disabled={page === 1} onClick={() => setPage(page - 1)}>
        Previous
      </StepButton>
      <span aria-live="polite">
        Page {page} of {total}
      </span>
      <StepButton disabled={page === total} onClick={() => setPage(page + 1)}>
        Next
      </StepButton>
    </Nav>
  );
}

const Nav = styled('nav')({
  display: 'flex',
  alignItems: 'center',
  gap: 16,
});

const ButtonRoot = styled('button')(({ theme }) => ({
  font: 'inherit',
  padding: '8px 16px',
  borderRadius: 8,
  border: `1px solid ${colors.border}`,
  color: colors.text,
  backgroundColor: 'transparent',
  cursor: 'pointer',
  ...theme.applyStyles('dark', { borderColor: colors.borderDark, color: colors.textDark }),
  '&[aria-disabled="true"]': {
    opacity: 0.5,
    cursor: 'not-allowed',
  },
  '&:focus-visible': {
    outline: `2px solid ${colors.accent}`,
    outlineOffset: 2,
    ...theme.applyStyles('dark', { outlineColor: colors.accentDark }),
  },
}));
