import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';

const sizes = ['small', 'medium', 'large'] as const;

export default function HalfRatingSizes() {
  return (
    <Stack spacing={1}>
      <Rating name="half-rating" defaultValue={2.5} precision={0.5} />
      <Rating name="half-rating-read" defaultValue={3.5} precision={0.5} readOnly />
      {sizes.map((size) => (
        <Rating key={size} name={`size-${size}`} defaultValue={4} size={size} />
      ))}
    </Stack>
  );
}
