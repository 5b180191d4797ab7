import * as React from 'react';
import { useButton } from '@mui/base/useButton';
import styled from '@mui/system/styled';

const colors = {
  accent: '#2f5fd0',
  accentDark: '#8fb3ff',
  onAccentDark: '#0f1420',
  border: '#c9d1de',
  borderDark: '#3a4358',
  text: '#1b2230',
  textDark: '#e6eaf2',
  hover: '#e8effc',
  hoverDark: '#2b3650',
};

const PAGE_COUNT = 5;

interface PageButtonProps {
  children: React.ReactNode;
  onClick: () => void;
  disabled?: boolean;
  'aria-label'?: string;
  'aria-current'?: 'page';
}

function PageButton({ children, onClick, disabled = false, ...other }: PageButtonProps) {
  const { getRootProps } = useButton({ disabled, rootElementName: 'button' });
  return <ButtonRoot {...getRootProps({ ...other, onClick })}>{children}</ButtonRoot>;
}

export default function PageNavigation() {
  const [page, setPage] = React.useState(1);
  const pages = Array.from({ length: PAGE_COUNT }, (_, index) => index + 1);

  return (
    <div>
      <p>Showing articles of page {page}.</p>
      <nav aria-label="Article pages">
        <List>
          <li>
            <PageButton disabled={page === 1} onClick={() => setPage(page - 1)}>
              Previous
            </PageButton>
          </li>
          {pages.map((item) => (
            <li key={item}>
              <PageButton
                aria-label={`Page ${item}`}
                aria-current={item === page ? 'page' : undefined}
                onClick={() => setPage(item)}
              >
                {item}
              </PageButton>
            </li>
          ))}
          <li>
            <PageButton disabled={page === PAGE_COUNT} onClick={() => setPage(page + 1)}>
              Next
            </PageButton>
          </li>
        </List>
      </nav>
    </div>
  );
}

const List = styled('ul')({
  display: 'flex',
  flexWrap: 'wrap',
  gap: 6,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

const ButtonRoot = styled('button')(({ theme }) => ({
  font: 'inherit',
  minWidth: 40,
  height: 40,
  padding: '0 12px',
  borderRadius: 8,
  border: `1px solid ${colors.border}`,
  color: colors.text,
  backgroundColor: 'transparent',
  cursor: 'pointer',
  ...theme.applyStyles('dark', { borderColor: colors.borderDark, color: colors.textDark }),
  '&:hover:not(:disabled)': {
    backgroundColor: colors.hover,
    ...theme.applyStyles('dark', { backgroundColor: colors.hoverDark }),
  },
  '&[aria-current="page"]': {
    fontWeight: 700,
    color: '#ffffff',
    borderColor: colors.accent,
    backgroundColor: colors.accent,
    ...theme.applyStyles('dark', {
      color: colors.onAccentDark,
      borderColor: colors.accentDark,
      backgroundColor: colors.accentDark,
    }),
  },
  '&:disabled': {
    opacity: 0.5,
    cursor: 'not-allowed',
  },
  '&:focus-visible': {
    outline: `2px solid ${colors.accent}`,
    outlineOffset: 2,
    ...theme.applyStyles('dark', { outlineColor: colors.accentDark }),
  },
}));
