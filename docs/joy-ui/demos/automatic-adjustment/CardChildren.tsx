import AspectRatio from '@mui/joy/AspectRatio';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import CardOverflow from '@mui/joy/CardOverflow';
import Divider from '@mui/joy/Divider';
import Typography from '@mui/joy/Typography';
import LocalShipping from '@mui/icons-material/LocalShipping';

const sizes = ['sm', 'lg'] as const;

export default function CardChildren() {
  return (
    <Box sx={{display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start'}}>
      {sizes.map((size) => (
        <Card key={size} size={size} sx={{width: 240}}>
          <CardOverflow>
            <AspectRatio ratio="2" variant="soft" color="primary">
              <div>
                <LocalShipping sx={{fontSize: 'xl4'}} />
              </div>
            </AspectRatio>
          </CardOverflow>
          <Typography level="title-md">Card size {size}</Typography>
          <Typography level="body-sm">Free delivery on orders over €50.</Typography>
          <Divider />
          <Typography level="body-xs">Ships in 2 days</Typography>
          <CardOverflow>
            <Button variant="soft">Add to basket</Button>
          </CardOverflow>
        </Card>
      ))}
    </Box>
  );
}
