import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, type GridColDef} from '@mui/x-data-grid';

interface Review {
  id: number;
  product: string;
  stars: number;
  comment: string;
}

const reviews: Review[] = [
  {
    id: 1,
    product: 'Hand grinder',
    stars: 5,
    comment:
      'Solid build and very consistent grind. It takes about a minute for a cup, which is fine in the morning. The handle folds away, so it travels well too.',
  },
  {
    id: 2,
    product: 'Pour-over kettle',
    stars: 4,
    comment:
      'Pours precisely and heats evenly on gas and induction. The lid gets hot, so use a cloth. I would have liked a thermometer in the lid.',
  },
  {id: 3, product: 'Ceramic mug', stars: 5, comment: 'Keeps coffee warm for a long time.'},
  {
    id: 4,
    product: 'Chai blend 250 g',
    stars: 3,
    comment:
      'Pleasant, but the cardamom is stronger than I expected and the pepper is hard to notice. Good with oat milk; a bit flat with water alone.',
  },
];

const columns: GridColDef<Review>[] = [
  {field: 'product', headerName: 'Product', width: 160},
  {field: 'stars', headerName: 'Stars', type: 'number', width: 80},
  // The built-in `longText` type shows the start of the text and opens the rest in a popup.
  {field: 'comment', headerName: 'Comment', type: 'longText', flex: 1, minWidth: 240},
];

export default function LongTextCells() {
  return (
    <Box sx={{height: 320, width: '100%'}}>
      <DataGrid aria-label="Product reviews" rows={reviews} columns={columns} hideFooter />
    </Box>
  );
}
