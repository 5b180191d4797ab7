import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {AppProvider} from '@toolpad/core/AppProvider';
import {List, type DataSource} from '@toolpad/core/Crud';
import {PageHeaderToolbar} from '@toolpad/core/PageContainer';
import {useLocalStorageState} from '@toolpad/core/useLocalStorageState';
import {PreviewFrame, usePreviewRouter} from '../shared/PreviewFrame';

type Density = 'compact' | 'standard' | 'comfortable';
type Book = {id: number; title: string; author: string; year: number};

const BOOKS: Book[] = [
  {id: 1, title: 'The Left Hand of Darkness', author: 'Ursula K. Le Guin', year: 1969},
  {id: 2, title: 'Things Fall Apart', author: 'Chinua Achebe', year: 1958},
  {id: 3, title: 'Beloved', author: 'Toni Morrison', year: 1987},
  {id: 4, title: 'The Remains of the Day', author: 'Kazuo Ishiguro', year: 1989},
];

// A read-only data source: the list shows no create, edit or delete controls.
const booksDataSource: DataSource<Book> & Required<Pick<DataSource<Book>, 'getMany'>> = {
  fields: [
    {field: 'title', headerName: 'Title', flex: 2},
    {field: 'author', headerName: 'Author', flex: 1},
    {field: 'year', headerName: 'Year', width: 80},
  ],
  getMany: ({paginationModel: {page, pageSize}}) => ({
    items: BOOKS.slice(page * pageSize, (page + 1) * pageSize),
    itemCount: BOOKS.length,
  }),
};

// Stored in localStorage, so the choice survives a reload. It is null until the page has hydrated.
function useDensity() {
  return useLocalStorageState<Density>('toolpad-docs-all-components-density', 'standard', {
    codec: {parse: (value) => value as Density, stringify: (value) => value},
  });
}

function DensityToolbar() {
  const [density, setDensity] = useDensity();
  return (
    <PageHeaderToolbar>
      <ToggleButtonGroup
        size="small"
        exclusive
        aria-label="Row density"
        value={density ?? 'standard'}
        onChange={(_event, value: Density | null) => value && setDensity(value)}>
        <ToggleButton value="compact">Compact</ToggleButton>
        <ToggleButton value="standard">Standard</ToggleButton>
        <ToggleButton value="comfortable">Comfortable</ToggleButton>
      </ToggleButtonGroup>
    </PageHeaderToolbar>
  );
}

export default function DataWithPersistedState() {
  const router = usePreviewRouter('/books');
  const [density] = useDensity();

  return (
    <PreviewFrame height={420}>
      {(theme) => (
        <AppProvider navigation={[{segment: 'books', title: 'Reading list'}]} router={router} theme={theme}>
          <Box sx={{height: '100%', overflow: 'auto'}}>
            <List<Book>
              dataSource={booksDataSource}
              initialPageSize={25}
              slotProps={{
                dataGrid: {density: density ?? 'standard', disableColumnFilter: true, disableColumnSorting: true},
                pageContainer: {slotProps: {header: {slots: {toolbar: DensityToolbar}}}},
              }}
            />
          </Box>
        </AppProvider>
      )}
    </PreviewFrame>
  );
}
