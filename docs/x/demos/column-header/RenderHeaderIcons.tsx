import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import ScaleIcon from '@mui/icons-material/Scale';
import StraightenIcon from '@mui/icons-material/Straighten';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import {DataGrid, type GridColDef, type GridColumnHeaderParams} from '@mui/x-data-grid';

interface Parcel {
  id: string;
  destination: string;
  weight: number;
  length: number;
  carrier: string;
}

const parcels: Parcel[] = [
  {id: 'PX-1041', destination: 'Lyon', weight: 2.4, length: 40, carrier: 'Rapid'},
  {id: 'PX-1042', destination: 'Porto', weight: 11.8, length: 85, carrier: 'Freightline'},
  {id: 'PX-1043', destination: 'Gdańsk', weight: 0.6, length: 22, carrier: 'Rapid'},
  {id: 'PX-1044', destination: 'Bergen', weight: 5.1, length: 60, carrier: 'Nordpost'},
  {id: 'PX-1045', destination: 'Trieste', weight: 19.3, length: 110, carrier: 'Freightline'},
];

/** An icon, the header name and a unit, with a tooltip that explains the column. */
function headerWithIcon(icon: React.ReactNode, unit: string | null, help: string) {
  return function HeaderWithIcon(params: GridColumnHeaderParams<Parcel>) {
    return (
      <Tooltip title={help} describeChild>
        <Stack direction="row" spacing={0.75} sx={{alignItems: 'center', fontWeight: 500}}>
          {icon}
          <span>{params.colDef.headerName}</span>
          {unit ? (
            <Box component="span" sx={{color: 'text.secondary', fontWeight: 400}}>
              ({unit})
            </Box>
          ) : null}
        </Stack>
      </Tooltip>
    );
  };
}

const columns: GridColDef<Parcel>[] = [
  {field: 'id', headerName: 'Parcel', width: 110},
  {field: 'destination', headerName: 'Destination', flex: 1, minWidth: 130},
  {
    field: 'weight',
    headerName: 'Weight',
    type: 'number',
    width: 140,
    renderHeader: headerWithIcon(<ScaleIcon fontSize="small" aria-hidden />, 'kg', 'Gross weight, packaging included'),
  },
  {
    field: 'length',
    headerName: 'Length',
    type: 'number',
    width: 140,
    renderHeader: headerWithIcon(<StraightenIcon fontSize="small" aria-hidden />, 'cm', 'Longest side of the parcel'),
  },
  {
    field: 'carrier',
    headerName: 'Carrier',
    width: 150,
    renderHeader: headerWithIcon(<LocalShippingIcon fontSize="small" aria-hidden />, null, 'Company that delivers it'),
  },
];

export default function RenderHeaderIcons() {
  return (
    <Box sx={{height: 360, width: '100%'}}>
      <DataGrid aria-label="Parcels" rows={parcels} columns={columns} hideFooter />
    </Box>
  );
}
