import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, type GridColDef, type GridRowsProp} from '@mui/x-data-grid';

interface Member {
  memberId: string;
  firstName: string;
  lastName: string;
  /** An ISO date string, as it would arrive from an API. */
  joined: string;
  commits: number;
}

const members: GridRowsProp<Member> = [
  {memberId: 'm-101', firstName: 'Ada', lastName: 'Lovelace', joined: '2021-03-14', commits: 412},
  {memberId: 'm-102', firstName: 'Grace', lastName: 'Hopper', joined: '2019-09-02', commits: 1093},
  {memberId: 'm-103', firstName: 'Alan', lastName: 'Turing', joined: '2023-01-09', commits: 87},
  {memberId: 'm-104', firstName: 'Katherine', lastName: 'Johnson', joined: '2020-06-21', commits: 658},
];

const columns: GridColDef<Member>[] = [
  {field: 'memberId', headerName: 'ID', width: 90},
  {
    field: 'fullName',
    headerName: 'Full name',
    flex: 1,
    minWidth: 160,
    // `row` is typed as Member, so a typo in a property name is a type error.
    valueGetter: (_value, row) => `${row.firstName} ${row.lastName}`,
  },
  {
    field: 'joined',
    headerName: 'Joined',
    type: 'date',
    width: 130,
    // A date column needs Date objects: convert the string here.
    valueGetter: (value: string) => new Date(`${value}T00:00:00Z`),
  },
  {field: 'commits', headerName: 'Commits', type: 'number', width: 110},
];

// Defined outside the component, so its reference never changes.
const getRowId = (row: Member) => row.memberId;

export default function TypedColumnsGrid() {
  return (
    <Box sx={{height: 360, width: '100%'}}>
      <DataGrid
        aria-label="Members"
        rows={members}
        columns={columns}
        getRowId={getRowId}
        pageSizeOptions={[10, 25, 50]}
        initialState={{pagination: {paginationModel: {pageSize: 25}}}}
      />
    </Box>
  );
}
