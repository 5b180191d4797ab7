import * as React from 'react';
import styled from '@mui/system/styled';

const colors = {
  star: '#b45309',
  starDark: '#fbbf24',
  empty: '#7b8598',
  emptyDark: '#6b7385',
};

const products = [
  { name: 'Trail running shoes', rating: 4.5, reviews: 128 },
  { name: 'Rain jacket', rating: 3.7, reviews: 42 },
];

function StarRow() {
  return (
    <>
      {[0, 1, 2, 3, 4].map((index) => (
        <svg key={index} width="20" height="20" viewBox="0 0 24 24" focusable="false">
          <path d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z" />
        </svg>
      ))}
    </>
  );
}

// A read-only rating is an image of a value, not a control: one element with a text alternative.
function RatingDisplay({ value }: { value: number }) {
  const percent = (value / 5) * 100;

  return (
    <Display role="img" aria-label={`Rated ${value} out of 5`}>
      <EmptyStars aria-hidden>
        <StarRow />
      </EmptyStars>
      <FilledStars aria-hidden style={{ width: `${percent}%` }}>
        <StarRow />
      </FilledStars>
    </Display>
  );
}

export default function RatingReadOnly() {
  return (
    <List>
      {products.map((product) => (
        <Item key={product.name}>
          <span>{product.name}</span>
          <RatingDisplay value={product.rating} />
          <Reviews>({product.reviews} reviews)</Reviews>
        </Item>
      ))}
    </List>
  );
}

const Display = styled('span')({
  position: 'relative',
  display: 'inline-flex',
});

const EmptyStars = styled('span')(({ theme }) => ({
  display: 'inline-flex',
  color: colors.empty,
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.5,
  ...theme.applyStyles('dark', { color: colors.emptyDark }),
}));

// The filled row sits on top, clipped to the rating's width, which gives partial stars.
const FilledStars = styled('span')(({ theme }) => ({
  position: 'absolute',
  top: 0,
  left: 0,
  display: 'inline-flex',
  overflow: 'hidden',
  color: colors.star,
  fill: 'currentColor',
  stroke: 'currentColor',
  strokeWidth: 1.5,
  ...theme.applyStyles('dark', { color: colors.starDark }),
  '& svg': { flexShrink: 0 },
}));

const Reviews = styled('span')({
  fontSize: '0.8125rem',
  opacity: 0.85,
});

const List = styled('ul')({
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

const Item = styled('li')({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: 10,
  padding: '6px 0',
  fontSize: '0.9375rem',
});
