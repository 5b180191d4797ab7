import * as React from 'react';
import { useButton } from '@mui/base/useButton';
import styled from '@mui/system/styled';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';

const colors = {
  accent: '#2f5fd0',
  accentDark: '#8fb3ff',
  onAccentDark: '#0f1420',
  border: '#c9d1de',
  borderDark: '#3a4358',
  text: '#1b2230',
  textDark: '#e6eaf2',
  muted: '#5b6476',
  mutedDark: '#a3acbd',
};

type PageItem = number | 'start-gap' | 'end-gap';

/** The first and last pages, the current page with `siblings` pages on each side, and gaps. */
function getPageItems(current: number, total: number, siblings = 1): PageItem[] {
  const start = Math.max(2, current - siblings);
  const end = Math.min(total - 1, current + siblings);
  const middle: PageItem[] = [];
  for (let item = start; item <= end; item += 1) {
    middle.push(item);
  }
  return [
    1,
    ...(start > 2 ? (['start-gap'] as const) : []),
    ...middle,
    ...(end < total - 1 ? (['end-gap'] as const) : []),
    ...(total > 1 ? [total] : []),
  ];
}

interface PageButtonProps {
  children: React.ReactNode;
  onClick: () => void;
  disabled?: boolean;
  'aria-label': string;
  'aria-current'?: 'page';
}

function PageButton({ children, onClick, disabled = false, ...other }: PageButtonProps) {
  const { getRootProps } = useButton({ disabled, rootElementName: 'button' });
  return <ButtonRoot {...getRootProps({ ...other, onClick })}>{children}</ButtonRoot>;
}

export default function PaginationWithEllipsis() {
  const total = 20;
  const [page, setPage] = React.useState(7);

  return (
    <nav aria-label="Search results pages">
      <List>
        <li>
          <PageButton
            aria-label="Previous page"
            disabled={page === 1}
            onClick={() => setPage(page - 1)}
          >
            <ChevronLeftIcon fontSize="small" />
          </PageButton>
        </li>
        {getPageItems(page, total).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <PageButton
                aria-label={`Page ${item}`}
                aria-current={item === page ? 'page' : undefined}
                onClick={() => setPage(item)}
              >
                {item}
              </PageButton>
            </li>
          ) : (
            <Gap key={item} aria-hidden>
              …
            </Gap>
          ),
        )}
        <li>
          <PageButton
            aria-label="Next page"
            disabled={page === total}
            onClick={() => setPage(page + 1)}
          >
            <ChevronRightIcon fontSize="small" />
          </PageButton>
        </li>
      </List>
    </nav>
  );
}

const List = styled('ul')({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: 4,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

const Gap = styled('li')(({ theme }) => ({
  minWidth: 24,
  textAlign: 'center',
  color: colors.muted,
  ...theme.applyStyles('dark', { color: colors.mutedDark }),
}));

const ButtonRoot = styled('button')(({ theme }) => ({
  font: 'inherit',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: 36,
  height: 36,
  padding: '0 8px',
  borderRadius: 18,
  border: '1px solid transparent',
  color: colors.text,
  backgroundColor: 'transparent',
  cursor: 'pointer',
  ...theme.applyStyles('dark', { color: colors.textDark }),
  '&:hover:not(:disabled)': {
    borderColor: colors.border,
    ...theme.applyStyles('dark', { borderColor: colors.borderDark }),
  },
  '&[aria-current="page"]': {
    fontWeight: 700,
    color: '#ffffff',
    backgroundColor: colors.accent,
    ...theme.applyStyles('dark', {
      color: colors.onAccentDark,
      backgroundColor: colors.accentDark,
    }),
  },
  '&:disabled': {
    opacity: 0.4,
    cursor: 'not-allowed',
  },
  '&:focus-visible': {
    outline: `2px solid ${colors.accent}`,
    outlineOffset: 2,
    ...theme.applyStyles('dark', { outlineColor: colors.accentDark }),
  },
}));
