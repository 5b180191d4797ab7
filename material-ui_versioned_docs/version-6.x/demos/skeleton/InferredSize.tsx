import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography, {type TypographyProps} from '@mui/material/Typography';

const variants: TypographyProps['variant'][] = ['h2', 'h4', 'h6', 'body1', 'caption'];

export default function InferredSize() {
  return (
    <Box sx={{width: 260}}>
      {variants.map((variant) => (
        <Typography key={variant} component="div" variant={variant}>
          <Skeleton />
        </Typography>
      ))}
    </Box>
  );
}
