import * as React from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import TablePagination from '@mui/material/TablePagination';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {createTheme, ThemeProvider, useTheme} from '@mui/material/styles';
import {deDE, enUS, frFR, jaJP} from '@mui/material/locale';

const locales = {enUS, deDE, frFR, jaJP};
type LocaleKey = keyof typeof locales;

export default function LocalizedTablePagination() {
  const [locale, setLocale] = React.useState<LocaleKey>('deDE');
  const [page, setPage] = React.useState(0);
  const [rowsPerPage, setRowsPerPage] = React.useState(10);
  const [alertOpen, setAlertOpen] = React.useState(true);
  const outerTheme = useTheme();
  // Merge the locale into the surrounding theme; recompute only when the locale changes.
  const localizedTheme = React.useMemo(() => createTheme(outerTheme, locales[locale]), [outerTheme, locale]);

  return (
    <Stack spacing={2} sx={{width: '100%'}}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={locale}
        onChange={(_event, next: LocaleKey | null) => {
          if (next) {
            setLocale(next);
            setAlertOpen(true);
          }
        }}
        aria-label="Language of the component texts"
        sx={{flexWrap: 'wrap'}}>
        {(Object.keys(locales) as LocaleKey[]).map((key) => (
          <ToggleButton key={key} value={key}>
            {key}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <ThemeProvider theme={localizedTheme}>
        {alertOpen && (
          <Alert severity="info" onClose={() => setAlertOpen(false)}>
            Hover the close button to see its localized title.
          </Alert>
        )}
        <TablePagination
          component="div"
          count={87}
          page={page}
          onPageChange={(_event, nextPage) => setPage(nextPage)}
          rowsPerPage={rowsPerPage}
          onRowsPerPageChange={(event) => {
            setRowsPerPage(parseInt(event.target.value, 10));
            setPage(0);
          }}
        />
      </ThemeProvider>
    </Stack>
  );
}
