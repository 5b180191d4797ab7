import * as React from 'react';
import Sheet from '@mui/joy/Sheet';
import Table from '@mui/joy/Table';

const months = [
  ['January', 412, 380],
  ['February', 398, 402],
  ['March', 455, 430],
  ['April', 470, 441],
  ['May', 502, 468],
  ['June', 521, 490],
  ['July', 488, 512],
  ['August', 430, 470],
  ['September', 466, 455],
  ['October', 490, 478],
  ['November', 515, 500],
  ['December', 560, 541],
] as const;

const total = (column: 1 | 2) => months.reduce((sum, row) => sum + row[column], 0);

export default function TableStickyHeader() {
  return (
    <Sheet
      variant="outlined"
      role="region"
      aria-label="Monthly visitors, scrollable"
      tabIndex={0}
      sx={{height: 280, overflow: 'auto', borderRadius: 'sm'}}>
      <Table stickyHeader stickyFooter sx={{'& th:not(:first-of-type), & td': {textAlign: 'right'}}}>
        <caption>Visitors per month, in thousands</caption>
        <thead>
          <tr>
            <th scope="col">Month</th>
            <th scope="col">2023</th>
            <th scope="col">2024</th>
          </tr>
        </thead>
        <tbody>
          {months.map(([month, previous, current]) => (
            <tr key={month}>
              <th scope="row">{month}</th>
              <td>{previous}</td>
              <td>{current}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Total</th>
            <td>{total(1)}</td>
            <td>{total(2)}</td>
          </tr>
        </tfoot>
      </Table>
    </Sheet>
  );
}
