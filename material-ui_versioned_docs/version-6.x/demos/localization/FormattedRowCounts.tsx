import * as React from 'react';
import Stack from '@mui/material/Stack';
import TablePagination, {type LabelDisplayedRowsArgs} from '@mui/material/TablePagination';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {createTheme, ThemeProvider, useTheme} from '@mui/material/styles';
import {deDE, enUS, hiIN} from '@mui/material/locale';

// The locale objects translate words; numbers are interpolated as they are.
// Intl.NumberFormat adds the grouping each language expects.
const languages = {
  enUS: {tag: 'en-US', locale: enUS, range: (from: string, to: string, count: string) => `${from}–${to} of ${count}`},
  deDE: {tag: 'de-DE', locale: deDE, range: (from: string, to: string, count: string) => `${from}–${to} von ${count}`},
  hiIN: {tag: 'hi-IN', locale: hiIN, range: (from: string, to: string, count: string) => `${from}-${to} कुल ${count} में`},
};
type LanguageKey = keyof typeof languages;

const COUNT = 1234567;

export default function FormattedRowCounts() {
  const [language, setLanguage] = React.useState<LanguageKey>('hiIN');
  const [page, setPage] = React.useState(4999);
  const [rowsPerPage, setRowsPerPage] = React.useState(25);
  const outerTheme = useTheme();
  const {tag, locale, range} = languages[language];
  const theme = React.useMemo(() => createTheme(outerTheme, locale), [outerTheme, locale]);
  const numberFormat = React.useMemo(() => new Intl.NumberFormat(tag), [tag]);

  const formattedLabel = ({from, to, count}: LabelDisplayedRowsArgs) =>
    range(numberFormat.format(from), numberFormat.format(to), numberFormat.format(count));

  const paginationProps = {
    component: 'div',
    count: COUNT,
    page,
    rowsPerPage,
    onPageChange: (_event: unknown, nextPage: number) => setPage(nextPage),
    onRowsPerPageChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      setRowsPerPage(parseInt(event.target.value, 10));
      setPage(0);
    },
  } as const;

  return (
    <Stack spacing={2} sx={{width: '100%'}}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={language}
        onChange={(_event, next: LanguageKey | null) => {
          if (next) setLanguage(next);
        }}
        aria-label="Language">
        {(Object.keys(languages) as LanguageKey[]).map((key) => (
          <ToggleButton key={key} value={key}>
            {languages[key].tag}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <ThemeProvider theme={theme}>
        <div>
          <Typography variant="subtitle2" component="h3">
            Locale object only
          </Typography>
          <TablePagination {...paginationProps} />
        </div>
        <div>
          <Typography variant="subtitle2" component="h3">
            Locale object and Intl.NumberFormat
          </Typography>
          <TablePagination {...paginationProps} labelDisplayedRows={formattedLabel} />
        </div>
      </ThemeProvider>
    </Stack>
  );
}
