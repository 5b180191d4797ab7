import * as React from 'react';
import Box from '@mui/material/Box';
import {AppProvider, type Navigation} from '@toolpad/core/AppProvider';
import {List, type DataSource} from '@toolpad/core/Crud';
import {PreviewFrame, usePreviewRouter} from '../shared/PreviewFrame';

type Warehouse = {id: number; city: string; country: string; capacity: number; open: boolean};

const WAREHOUSES: Warehouse[] = [
  {id: 1, city: 'Rotterdam', country: 'Netherlands', capacity: 12000, open: true},
  {id: 2, city: 'Lyon', country: 'France', capacity: 6500, open: true},
  {id: 3, city: 'Gdańsk', country: 'Poland', capacity: 8000, open: false},
  {id: 4, city: 'Valencia', country: 'Spain', capacity: 5400, open: true},
  {id: 5, city: 'Hamburg', country: 'Germany', capacity: 15000, open: true},
  {id: 6, city: 'Turin', country: 'Italy', capacity: 4300, open: false},
  {id: 7, city: 'Porto', country: 'Portugal', capacity: 3900, open: true},
];

// A data source is a description of the fields plus the methods that load and save records.
// This one can only list records: it has `getMany` and nothing else.
const warehousesDataSource: DataSource<Warehouse> & Required<Pick<DataSource<Warehouse>, 'getMany'>> = {
  fields: [
    {field: 'city', headerName: 'City', flex: 1},
    {field: 'country', headerName: 'Country', flex: 1},
    {field: 'capacity', headerName: 'Capacity (pallets)', type: 'number', width: 160},
    {field: 'open', headerName: 'Open', type: 'boolean', width: 80},
  ],
  // The grid sorts and paginates on the "server": this method receives its models and applies them.
  getMany: ({paginationModel, sortModel}) => {
    const [sort] = sortModel;
    const sorted = [...WAREHOUSES];
    if (sort?.sort) {
      const key = sort.field as keyof Warehouse;
      const direction = sort.sort === 'asc' ? 1 : -1;
      sorted.sort((a, b) => (a[key] < b[key] ? -direction : a[key] > b[key] ? direction : 0));
    }
    const start = paginationModel.page * paginationModel.pageSize;
    return {items: sorted.slice(start, start + paginationModel.pageSize), itemCount: sorted.length};
  },
};

const NAVIGATION: Navigation = [{segment: 'warehouses', title: 'Warehouses'}];

export default function ReadOnlyDataSource() {
  const router = usePreviewRouter('/warehouses');

  return (
    <PreviewFrame height={440}>
      {(theme) => (
        <AppProvider navigation={NAVIGATION} router={router} theme={theme}>
          <Box sx={{height: '100%', overflow: 'auto'}}>
            <List<Warehouse>
              dataSource={warehousesDataSource}
              initialPageSize={5}
              // This source applies no filters, so the grid's filter menu is turned off.
              slotProps={{dataGrid: {pageSizeOptions: [5, 10], disableColumnFilter: true}}}
            />
          </Box>
        </AppProvider>
      )}
    </PreviewFrame>
  );
}
